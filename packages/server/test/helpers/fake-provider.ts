// One loopback OpenAI-compatible provider for a test file: started before its tests, stopped after; the apps
// a test builds on it are closed, and the recorded requests cleared, after each test.
import { after, afterEach, before } from 'node:test';
import { FakeOpenAIServer } from './fake-openai-server.ts';
import type { TestApp } from './test-app.ts';

export interface FakeProvider {
  readonly upstream: FakeOpenAIServer;
  /** The provider's base url (LLM_BASE_URL), once the file's `before` has run. */
  readonly url: string;
  /** Closes `t` after the current test. */
  track(t: TestApp): TestApp;
}

export function useFakeProvider(): FakeProvider {
  const upstream = new FakeOpenAIServer();
  const apps: TestApp[] = [];
  let url = '';
  before(async () => {
    url = await upstream.start();
  });
  after(() => upstream.stop());
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    upstream.requests.length = 0;
  });
  return {
    upstream,
    get url() {
      return url;
    },
    track(t) {
      apps.push(t);
      return t;
    },
  };
}
