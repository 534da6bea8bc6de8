// The playground page's one module: key, outline stream, editing, content stream, resume preview,
// downloads, 中文/English. Plain browser JavaScript, no dependencies; the DOM is built with
// textContent only, so nothing the API or the user sends is ever parsed as HTML.

const API = '/api/v1/service/resume';
const KEY_STORAGE = 'playground.apiKey';
const LOCALE_STORAGE = 'playground.locale';
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** File extension → the `uploadFileType` the API takes (CONTRACT 4). */
const UPLOAD_TYPES = {
  pdf: 'pdf',
  docx: 'docx',
  doc: 'doc',
  txt: 'txt',
  md: 'md',
  markdown: 'md',
  html: 'html',
  htm: 'html',
  rtf: 'rtf',
  odt: 'odt',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  webp: 'webp',
};

const STRINGS = {
  'zh-CN': {
    title: '简历生成 API 体验',
    apiDocs: 'API 文档',
    keyHeading: '1. API 密钥',
    keyLabel: 'API 密钥',
    keySave: '使用此密钥',
    keyForget: '清除',
    keyHint: '密钥只保存在本标签页（sessionStorage），关闭即清除。',
    keySaved: '密钥已保存在本标签页。',
    keyForgotten: '密钥已清除。',
    sourceHeading: '2. 生成大纲',
    byJob: '按岗位生成',
    jobLabel: '目标岗位',
    jobPlaceholder: '如：前端开发工程师',
    typeLabel: '求职类型',
    typeCampus: '校园招聘',
    typeSocial: '社会招聘',
    typeIntern: '实习',
    generate: '生成大纲',
    byFile: '优化已有简历',
    dropHere: '把简历文件拖到这里，或点击选择',
    dropTypes: 'PDF、DOCX、DOC、TXT、Markdown、HTML、RTF、ODT、PNG、JPG、WebP，最大 10 MiB',
    stop: '停止',
    outlineHeading: '3. 编辑大纲',
    outlineMarkdown: 'Markdown（可直接修改）',
    outlinePreview: '预览',
    create: '生成简历内容',
    resumeHeading: '4. 简历预览',
    download: '下载：',
    downloadHtml: '可打印 HTML',
    templateLabel: '版式（HTML、PDF、Word）',
    templateClassic: '经典',
    templateCompact: '紧凑：一页放更多',
    templateModern: '现代',
    outlineStreaming: '正在生成大纲…',
    outlineReading: '正在读取文件并生成大纲…',
    outlineDone: '大纲已生成，可以修改后生成简历内容。',
    stopped: '已停止。',
    taskCreating: '正在创建任务…',
    sectionsSoFar: '正在生成内容：已完成 {count} 个部分…',
    sectionsDone: '完成：共 {count} 个部分。',
    sectionsDoneToFill: '完成：共 {count} 个部分，其中 {missing} 个待补充：{titles}。请在大纲中填写后重新生成。',
    downloading: '正在准备下载…',
    errorDetail: '服务器说明：{message}',
    errorCode: '错误码 {code}',
    errorRequest: '请求编号 {id}',
    retryAfter: '请在 {seconds} 秒后重试。',
    noKey: '请先填写 API 密钥。',
    noJob: '请填写目标岗位。',
    emptyOutline: '大纲是空的，请先生成或填写大纲。',
    network: '无法连接到服务器，请检查网络或服务器是否在运行。',
    incomplete: '连接中途断开，结果不完整，请重试。',
    badAnswer: '服务器的回答无法识别，请重试。',
    unsupportedFile: '不支持这种文件类型。请上传 PDF、Word、文本、HTML、RTF、ODT 或图片文件。',
    fileTooLarge: '文件太大：最大 10 MiB。',
    fileUnreadable: '浏览器无法读取这个文件。',
    codes: {
      40001: '请求内容不是有效的 JSON。',
      40002: '有字段缺失或填写不正确。',
      40003: '当前模式不接受其中的某个字段。',
      40004: '文件内容无法解码（不是有效的 base64），或文件是空的。',
      40101: '请先填写 API 密钥。',
      40102: 'API 密钥无效或已被吊销，请检查后重试。',
      40401: '找不到这个任务：它可能已过期或被删除，请重新生成。',
      40402: '服务器不提供这个功能（可能版本较旧）。',
      40501: '服务器不接受这种请求方式。',
      40901: '同一个幂等键已用于另一份请求。',
      40902: '这份简历的内容还没有生成完，生成完成后才能导出。',
      41301: '文件或请求太大：文件最大 10 MiB。',
      41501: '不支持这种文件类型，或文件内容与扩展名不符。',
      41502: '请求格式不对：需要 JSON。',
      42201: '无法读取这个文件：它可能已损坏、加密、没有文字，或页数过多。',
      42901: '请求太频繁，请稍等片刻再试。',
      50001: '服务器出了点问题，请稍后重试。',
      50201: 'AI 模型服务暂时出错，请稍后重试。',
      50301: '服务器正忙或正在重启，请稍后重试。',
      50401: '生成超时，请重试。',
    },
    families: {
      4: '请求有误，请检查填写的内容。',
      5: '服务器出了点问题，请稍后重试。',
    },
  },
  'en-US': {
    title: 'Resume API playground',
    apiDocs: 'API docs',
    keyHeading: '1. API key',
    keyLabel: 'API key',
    keySave: 'Use this key',
    keyForget: 'Forget',
    keyHint: 'The key is kept in this tab only (sessionStorage) and is gone when you close it.',
    keySaved: 'Key saved for this tab.',
    keyForgotten: 'Key forgotten.',
    sourceHeading: '2. Get an outline',
    byJob: 'For a job',
    jobLabel: 'Target job',
    jobPlaceholder: 'e.g. Frontend Engineer',
    typeLabel: 'Kind of hire',
    typeCampus: 'Campus recruitment',
    typeSocial: 'Experienced hire',
    typeIntern: 'Internship',
    generate: 'Generate outline',
    byFile: 'Improve my resume',
    dropHere: 'Drop your resume here, or click to choose a file',
    dropTypes: 'PDF, DOCX, DOC, TXT, Markdown, HTML, RTF, ODT, PNG, JPG, WebP — up to 10 MiB',
    stop: 'Stop',
    outlineHeading: '3. Edit the outline',
    outlineMarkdown: 'Markdown (edit freely)',
    outlinePreview: 'Preview',
    create: 'Create the resume',
    resumeHeading: '4. Resume preview',
    download: 'Download:',
    downloadHtml: 'Printable HTML',
    templateLabel: 'Layout (HTML, PDF, Word)',
    templateClassic: 'Classic',
    templateCompact: 'Compact: more on a page',
    templateModern: 'Modern',
    outlineStreaming: 'Writing the outline…',
    outlineReading: 'Reading the file and writing the outline…',
    outlineDone: 'Outline ready: edit it, then create the resume.',
    stopped: 'Stopped.',
    taskCreating: 'Creating the task…',
    sectionsSoFar: 'Writing the resume: {count} sections so far…',
    sectionsDone: 'Done: {count} sections.',
    sectionsDoneToFill: 'Done: {count} sections, {missing} still to fill in: {titles}. Fill them in the outline and create the resume again.',
    downloading: 'Preparing the download…',
    errorDetail: 'The server said: {message}',
    errorCode: 'code {code}',
    errorRequest: 'request id {id}',
    retryAfter: 'Retry in {seconds} s.',
    noKey: 'Enter your API key first.',
    noJob: 'Enter the job you are applying for.',
    emptyOutline: 'The outline is empty: generate or write one first.',
    network: 'Could not reach the server. Check your connection, or whether the server is running.',
    incomplete: 'The connection dropped before the answer was complete. Please try again.',
    badAnswer: 'The server sent an answer this page does not understand. Please try again.',
    unsupportedFile: 'This kind of file is not supported. Upload a PDF, Word, text, HTML, RTF, ODT or image file.',
    fileTooLarge: 'The file is too large: at most 10 MiB.',
    fileUnreadable: 'The browser could not read this file.',
    codes: {
      40001: 'The request was not valid JSON.',
      40002: 'A field is missing or not filled in correctly.',
      40003: 'A field was sent that this mode does not accept.',
      40004: 'The file could not be decoded (not valid base64), or it is empty.',
      40101: 'Enter your API key first.',
      40102: 'This API key is not valid or has been revoked. Check it and try again.',
      40401: 'This task no longer exists (it may have expired or been deleted). Create it again.',
      40402: 'The server does not offer this (it may be an older version).',
      40501: 'The server does not accept this kind of request here.',
      40901: 'This idempotency key was already used for a different request.',
      40902: 'The resume content is not finished yet; export it once it is done.',
      41301: 'The file or request is too large: files can be at most 10 MiB.',
      41501: 'This file type is not supported, or the file is not what its name says.',
      41502: 'The request was not sent as JSON.',
      42201: 'The file could not be read: it may be damaged, encrypted, without text, or too long.',
      42901: 'Too many requests. Wait a moment and try again.',
      50001: 'Something went wrong on the server. Please try again later.',
      50201: 'The AI model service failed. Please try again later.',
      50301: 'The server is busy or restarting. Please try again shortly.',
      50401: 'Writing took too long and was stopped. Please try again.',
    },
    families: {
      4: 'The request was not accepted. Check what you entered.',
      5: 'Something went wrong on the server. Please try again later.',
    },
  },
};

/** A failure the page explains in plain words: a contract code from the API, or a local reason. */
class PlaygroundError extends Error {
  constructor(reason, { code = 0, detail = '', requestId = '', retryAfter = '' } = {}) {
    super(reason);
    this.reason = reason;
    this.code = code;
    this.detail = detail;
    this.requestId = requestId;
    this.retryAfter = retryAfter;
  }
}

const state = {
  locale: initialLocale(),
  /** What the current outline came from: `{ mode, type? }`, sent on with the task. */
  source: null,
  uid: null,
  sections: [],
  contentDone: false,
  controller: null,
  outlineStatus: null,
  contentStatus: null,
  error: null,
};

const $ = (selector) => document.querySelector(selector);
const elements = {};

function initialLocale() {
  const saved = sessionStorage.getItem(LOCALE_STORAGE);
  if (saved === 'zh-CN' || saved === 'en-US') return saved;
  return (navigator.language || '').toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

function t(key, params = {}) {
  const text = STRINGS[state.locale][key] ?? STRINGS['en-US'][key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ''));
}

/** Creates an element; children are strings (set as text, never as HTML) or nodes. */
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) element.append(child);
  return element;
}

// ---------------------------------------------------------------- server-sent events

/**
 * A small SSE parser (the HTML standard's rules): lines end in CRLF, LF or CR, a chunk may end
 * anywhere (even between CR and LF), `data:` lines join with newlines, `:` lines are comments.
 */
function createSSEParser(onEvent) {
  let buffer = '';
  let data = '';
  let type = '';
  let id = '';
  let skipLineFeed = false;

  function readLine(line) {
    if (line === '') {
      if (data !== '') onEvent({ type: type || 'message', data: data.slice(0, -1), id });
      data = '';
      type = '';
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data += `${value}\n`;
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  }

  return function feed(chunk) {
    let text = chunk;
    if (skipLineFeed && text.startsWith('\n')) text = text.slice(1);
    if (text !== '') skipLineFeed = false;
    buffer += text;
    let start = 0;
    for (let index = 0; index < buffer.length; index++) {
      const char = buffer[index];
      if (char !== '\r' && char !== '\n') continue;
      readLine(buffer.slice(start, index));
      if (char === '\r') {
        if (index + 1 === buffer.length) skipLineFeed = true;
        else if (buffer[index + 1] === '\n') index++;
      }
      start = index + 1;
    }
    buffer = buffer.slice(start);
  };
}

// ---------------------------------------------------------------- API calls

function apiKey() {
  const typed = elements.apiKey.value.trim();
  if (typed) sessionStorage.setItem(KEY_STORAGE, typed);
  return sessionStorage.getItem(KEY_STORAGE) || '';
}

async function errorFromResponse(response) {
  let code = 0;
  let detail = '';
  try {
    const body = await response.json();
    if (body && typeof body.code === 'number') code = body.code;
    if (body && typeof body.message === 'string') detail = body.message;
  } catch {
    // Not the envelope (a proxy's error page, say): the HTTP status alone explains it.
  }
  return new PlaygroundError('api', {
    code: code || response.status * 100,
    detail,
    requestId: response.headers.get('x-request-id') || '',
    retryAfter: response.headers.get('retry-after') || '',
  });
}

async function callApi(path, { method = 'GET', body, signal, headers = {} } = {}) {
  const key = apiKey();
  if (!key) throw new PlaygroundError('noKey');
  let response;
  try {
    response = await fetch(path, {
      method,
      signal,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PlaygroundError('network');
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/** Reads an event stream to its end; an `event: error` becomes a PlaygroundError. */
async function readStream(response, onData) {
  if (!(response.headers.get('content-type') || '').startsWith('text/event-stream')) {
    throw new PlaygroundError('badAnswer');
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const feed = createSSEParser((event) => {
    if (event.type === 'error') {
      const failure = parseJson(event.data);
      throw new PlaygroundError('api', {
        code: typeof failure?.code === 'number' ? failure.code : 50001,
        detail: typeof failure?.message === 'string' ? failure.message : '',
        requestId: response.headers.get('x-request-id') || '',
      });
    }
    if (event.type !== 'message') return;
    const data = parseJson(event.data);
    if (data === undefined) throw new PlaygroundError('badAnswer');
    onData(data, event.id);
  });
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      feed(value);
    }
  } catch (error) {
    if (error instanceof PlaygroundError || error?.name === 'AbortError') throw error;
    throw new PlaygroundError('incomplete');
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- outline markdown

const LIST_ITEM = /^([ \t]*)([-*+•·]|\d{1,3}[.)])[ \t]+(.*)$/;
const HEADING = /^(#{1,6})[ \t]*(.*)$/;
const PROMPT = /\[[^[\]\n]*\]/g;

function indentWidth(whitespace) {
  let width = 0;
  for (const char of whitespace) width += char === '\t' ? 4 : 1;
  return width;
}

/** Inline text: `**bold**`, and bracketed prompts `[…]` marked as fields still to fill in. */
function appendInline(parent, text) {
  const parts = text.split('**');
  // An unmatched `**` stays as written.
  if (parts.length % 2 === 0) parts.splice(-2, 2, `${parts.at(-2)}**${parts.at(-1)}`);
  parts.forEach((part, index) => {
    const target = index % 2 === 1 ? parent.appendChild(h('strong')) : parent;
    let last = 0;
    for (const match of part.matchAll(PROMPT)) {
      target.append(part.slice(last, match.index), h('span', { class: 'prompt' }, match[0]));
      last = match.index + match[0].length;
    }
    target.append(part.slice(last));
  });
}

/** Renders the outline format (OUTLINE-FORMAT.md): headings, nested lists, paragraphs, bold. */
function renderMarkdown(markdown, container) {
  container.replaceChildren();
  let paragraph = null;
  let lists = [];
  for (const line of markdown.split(/\r\n|\r|\n/)) {
    if (line.trim() === '') {
      paragraph = null;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      lists = [];
      paragraph = null;
      const level = Math.min(heading[1].length + 1, 6);
      appendInline(container.appendChild(h(`h${level}`)), heading[2].replace(/[ \t#]+$/, ''));
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      paragraph = null;
      const indent = indentWidth(item[1]);
      const ordered = /\d/.test(item[2][0]);
      while (lists.length > 0 && lists.at(-1).indent > indent) lists.pop();
      let top = lists.at(-1);
      if (top && top.indent === indent && top.ordered !== ordered) {
        lists.pop();
        top = lists.at(-1);
      }
      if (!top || top.indent < indent) {
        const list = h(ordered ? 'ol' : 'ul');
        if (ordered) list.setAttribute('start', String(Number.parseInt(item[2], 10)));
        const parent = top ? top.element.lastElementChild || top.element : container;
        parent.append(list);
        top = { element: list, indent, ordered };
        lists.push(top);
      }
      appendInline(top.element.appendChild(h('li')), item[3]);
      continue;
    }
    const text = line.trim();
    const openItem = lists.at(-1)?.element.lastElementChild;
    if (/^[ \t]/.test(line) && openItem) {
      appendInline(openItem, ` ${text}`);
      continue;
    }
    lists = [];
    if (paragraph) {
      appendInline(paragraph, ` ${text}`);
    } else {
      paragraph = container.appendChild(h('p'));
      appendInline(paragraph, text);
    }
  }
}

let previewScheduled = false;
function schedulePreview() {
  if (previewScheduled) return;
  previewScheduled = true;
  requestAnimationFrame(() => {
    previewScheduled = false;
    renderMarkdown(elements.outline.value, elements.outlinePreview);
  });
}

// ---------------------------------------------------------------- resume preview

/**
 * How the service marks a part the person left as prompts (personal-content.ts TO_FILL): one line saying what the
 * part asks for, rather than a part dropped without a word or facts made up.
 */
const TO_FILL_PREFIXES = ['To fill in: ', '待补充：'];

function isToFillLine(text) {
  return typeof text === 'string' && TO_FILL_PREFIXES.some((prefix) => text.startsWith(prefix));
}

/** A section that is only the service's "to fill in" line: the person has not written this part yet. */
function isLeftToFill(section) {
  if (section.type === 'list') return (section.content?.items ?? []).every(isToFillLine);
  if (section.type === 'kv') return section.content.every(({ value }) => isToFillLine(value));
  return false;
}

function renderSection(section) {
  const element = h('section', { class: 'resume-section', 'data-type': section.type, 'data-id': section.id });
  if (isLeftToFill(section)) element.dataset.toFill = 'true';
  element.append(h('h2', {}, section.title));
  if (section.type === 'kv') {
    const table = h('table', { class: 'kv' });
    for (const { key, value } of section.content) table.append(h('tr', {}, h('th', {}, key), h('td', {}, value)));
    element.append(table);
  } else if (section.type === 'list') {
    element.append(bullets(section.content.items));
  } else if (section.type === 'listForm[]') {
    for (const entry of section.content) {
      const dates = [entry.startTime, entry.endTime].filter(Boolean).join(' – ');
      element.append(
        h(
          'div',
          { class: 'entry' },
          h(
            'div',
            { class: 'entry-head' },
            h('span', { class: 'entry-title' }, entry.title),
            h('span', { class: 'entry-subtitle' }, entry.subTitle),
            h('span', { class: 'entry-dates' }, dates),
          ),
          bullets(entry.list?.items ?? []),
        ),
      );
    }
  }
  return element;
}

function bullets(items) {
  return h('ul', {}, ...items.map((item) => h('li', isToFillLine(item) ? { class: 'to-fill' } : {}, item)));
}

// ---------------------------------------------------------------- status, errors, language

function setStatus(which, key, params) {
  state[which] = key ? { key, params } : null;
  renderStatus();
}

function renderStatus() {
  elements.outlineStatus.textContent = state.outlineStatus ? t(state.outlineStatus.key, state.outlineStatus.params) : '';
  elements.contentStatus.textContent = state.contentStatus ? t(state.contentStatus.key, state.contentStatus.params) : '';
}

function showError(error) {
  if (error?.name === 'AbortError') return;
  state.error = error instanceof PlaygroundError ? error : new PlaygroundError('network');
  if (!(error instanceof PlaygroundError)) console.error(error);
  renderError();
}

function clearError() {
  state.error = null;
  renderError();
}

function renderError() {
  const box = elements.error;
  const error = state.error;
  box.hidden = !error;
  if (!error) return box.replaceChildren();
  const strings = STRINGS[state.locale];
  const sentence =
    error.reason === 'api'
      ? (strings.codes[error.code] ?? strings.families[Math.floor(error.code / 10000)] ?? strings.families[5])
      : t(error.reason);
  const notes = [];
  if (error.retryAfter) notes.push(t('retryAfter', { seconds: error.retryAfter }));
  const details = [];
  if (error.detail) details.push(t('errorDetail', { message: error.detail }));
  if (error.code) details.push(t('errorCode', { code: error.code }));
  if (error.requestId && error.code >= 50000) details.push(t('errorRequest', { id: error.requestId }));
  box.dataset.code = String(error.code || error.reason);
  box.replaceChildren(
    h('p', { class: 'error-message' }, [sentence, ...notes].join(' ')),
    ...(details.length ? [h('p', { class: 'error-detail' }, details.join(' · '))] : []),
  );
}

function applyLocale(locale) {
  state.locale = locale;
  sessionStorage.setItem(LOCALE_STORAGE, locale);
  document.documentElement.lang = locale;
  document.title = t('title');
  for (const element of document.querySelectorAll('[data-i18n]')) element.textContent = t(element.dataset.i18n);
  for (const element of document.querySelectorAll('[data-i18n-placeholder]')) {
    element.placeholder = t(element.dataset.i18nPlaceholder);
  }
  for (const button of document.querySelectorAll('[data-lang]')) {
    button.setAttribute('aria-pressed', String(button.dataset.lang === locale));
  }
  renderStatus();
  renderError();
}

// ---------------------------------------------------------------- the flow

function startWork() {
  state.controller?.abort();
  state.controller = new AbortController();
  elements.stop.hidden = false;
  clearError();
  return state.controller.signal;
}

function endWork(signal) {
  if (state.controller?.signal === signal) {
    state.controller = null;
    elements.stop.hidden = true;
  }
}

function resetResume() {
  state.uid = null;
  state.sections = [];
  state.contentDone = false;
  elements.resume.replaceChildren();
  elements.resume.dataset.sections = '0';
  for (const button of document.querySelectorAll('.download')) button.disabled = true;
  document.body.dataset.content = 'idle';
  setStatus('contentStatus', null);
}

async function streamOutline(request, statusKey) {
  const signal = startWork();
  resetResume();
  state.source = request.mode === 'ai-template' ? { mode: request.mode, type: request.type } : { mode: request.mode };
  elements.outline.value = '';
  elements.outline.readOnly = true;
  elements.create.disabled = true;
  let fragments = 0;
  let complete = false;
  document.body.dataset.outline = 'streaming';
  setStatus('outlineStatus', statusKey);
  schedulePreview();
  try {
    const response = await callApi(`${API}/outline`, {
      method: 'POST',
      body: { ...request, locale: state.locale, stream: true },
      signal,
    });
    await readStream(response, (event) => {
      if (event.done) {
        complete = true;
        return;
      }
      elements.outline.value += event.text;
      fragments++;
      elements.outlinePreview.dataset.fragments = String(fragments);
      schedulePreview();
    });
    if (!complete) throw new PlaygroundError('incomplete');
    setStatus('outlineStatus', 'outlineDone');
    document.body.dataset.outline = 'done';
  } catch (error) {
    setStatus('outlineStatus', signal.aborted ? 'stopped' : null);
    document.body.dataset.outline = 'failed';
    showError(error);
  } finally {
    elements.outline.readOnly = false;
    elements.create.disabled = elements.outline.value.trim() === '';
    schedulePreview();
    endWork(signal);
  }
}

async function generateForJob(event) {
  event.preventDefault();
  const job = elements.job.value.trim();
  if (!job) return showError(new PlaygroundError('noJob'));
  await streamOutline({ mode: 'ai-template', type: elements.type.value, job }, 'outlineStreaming');
}

function readAsBase64(file) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new PlaygroundError('fileUnreadable'));
    reader.readAsDataURL(file);
  });
}

async function optimizeFile(file) {
  if (!file) return;
  elements.fileName.textContent = file.name;
  const extension = file.name.includes('.') ? file.name.split('.').pop().toLowerCase() : '';
  const uploadFileType = UPLOAD_TYPES[extension];
  if (!uploadFileType) return showError(new PlaygroundError('unsupportedFile'));
  if (file.size > MAX_UPLOAD_BYTES) return showError(new PlaygroundError('fileTooLarge'));
  let uploadContent;
  try {
    uploadContent = await readAsBase64(file);
  } catch (error) {
    return showError(error);
  }
  await streamOutline({ mode: 'optimize-local-resume', uploadFileType, uploadContent }, 'outlineReading');
}

/** Streams the task's sections; a dropped connection resumes after the last section (Last-Event-ID). */
async function streamContent(uid, signal) {
  let lastId = '';
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await callApi(`${API}/content`, {
        method: 'POST',
        body: { uid, stream: true },
        signal,
        headers: lastId ? { 'Last-Event-ID': lastId } : {},
      });
      await readStream(response, (event, id) => {
        if (!event.section) throw new PlaygroundError('badAnswer');
        lastId = id;
        state.sections.push(event.section);
        elements.resume.append(renderSection(event.section));
        elements.resume.dataset.sections = String(state.sections.length);
        setStatus('contentStatus', 'sectionsSoFar', { count: state.sections.length });
      });
      return;
    } catch (error) {
      const retry = error instanceof PlaygroundError && error.reason === 'incomplete' && attempt < 2;
      if (!retry) throw error;
    }
  }
}

async function createResume() {
  const outline = elements.outline.value;
  if (!outline.trim()) return showError(new PlaygroundError('emptyOutline'));
  const signal = startWork();
  resetResume();
  elements.create.disabled = true;
  document.body.dataset.content = 'streaming';
  setStatus('contentStatus', 'taskCreating');
  try {
    const task = await callApi(`${API}/task`, {
      method: 'POST',
      body: { outline, locale: state.locale, ...(state.source?.type ? { type: state.source.type } : {}) },
      signal,
    }).then((response) => response.json());
    state.uid = task.data.uid;
    elements.resume.dataset.uid = state.uid;
    await streamContent(state.uid, signal);
    state.contentDone = true;
    for (const button of document.querySelectorAll('.download')) button.disabled = false;
    const toFill = state.sections.filter(isLeftToFill);
    if (toFill.length === 0) setStatus('contentStatus', 'sectionsDone', { count: state.sections.length });
    else
      setStatus('contentStatus', 'sectionsDoneToFill', {
        count: state.sections.length,
        missing: toFill.length,
        titles: toFill.map((section) => section.title).join(state.locale === 'zh-CN' ? '、' : ', '),
      });
    document.body.dataset.content = 'done';
  } catch (error) {
    setStatus('contentStatus', signal.aborted ? 'stopped' : null);
    document.body.dataset.content = 'failed';
    showError(error);
  } finally {
    elements.create.disabled = false;
    endWork(signal);
  }
}

/** The export formats the page offers; those with a layout take the chosen template (`?template=`). */
const DOWNLOADS = {
  'json-resume': { extension: 'resume.json' },
  html: { extension: 'html', templated: true },
  pdf: { extension: 'pdf', templated: true },
  docx: { extension: 'docx', templated: true },
};

function saveBlob(blob, fileName) {
  const url = URL.createObjectURL(blob);
  const link = h('a', { href: url, download: fileName, hidden: '' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function download(format) {
  if (!state.uid || !state.contentDone) return;
  clearError();
  const base = `resume-${state.uid}`;
  if (format === 'sections') {
    const json = JSON.stringify(state.sections, null, 2);
    return saveBlob(new Blob([json], { type: 'application/json' }), `${base}.json`);
  }
  const previous = state.contentStatus;
  setStatus('contentStatus', 'downloading');
  try {
    const template = DOWNLOADS[format].templated
      ? `&template=${encodeURIComponent(elements.template.value)}`
      : '';
    const response = await callApi(
      `${API}/task/${encodeURIComponent(state.uid)}/export?format=${format}${template}`,
    );
    saveBlob(await response.blob(), `${base}.${DOWNLOADS[format].extension}`);
  } catch (error) {
    showError(error);
  } finally {
    state.contentStatus = previous;
    renderStatus();
  }
}

function wireDropZone() {
  const zone = elements.dropZone;
  zone.addEventListener('dragover', (event) => {
    event.preventDefault();
    zone.classList.add('dragging');
  });
  zone.addEventListener('dragleave', () => zone.classList.remove('dragging'));
  zone.addEventListener('drop', (event) => {
    event.preventDefault();
    zone.classList.remove('dragging');
    optimizeFile(event.dataTransfer?.files?.[0]);
  });
  zone.addEventListener('click', () => elements.fileInput.click());
  zone.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      elements.fileInput.click();
    }
  });
  elements.fileInput.addEventListener('change', () => {
    optimizeFile(elements.fileInput.files?.[0]);
    elements.fileInput.value = '';
  });
}

function start() {
  Object.assign(elements, {
    error: $('#error'),
    apiKey: $('#api-key'),
    keyStatus: $('#key-status'),
    job: $('#job'),
    type: $('#type'),
    dropZone: $('#drop-zone'),
    fileInput: $('#file-input'),
    fileName: $('#file-name'),
    stop: $('#stop'),
    outline: $('#outline'),
    outlinePreview: $('#outline-preview'),
    outlineStatus: $('#outline-status'),
    create: $('#create'),
    contentStatus: $('#content-status'),
    resume: $('#resume'),
    template: $('#template'),
  });
  elements.apiKey.value = sessionStorage.getItem(KEY_STORAGE) || '';
  $('#key-form').addEventListener('submit', (event) => {
    event.preventDefault();
    if (!apiKey()) return;
    elements.keyStatus.dataset.i18n = 'keySaved';
    elements.keyStatus.textContent = t('keySaved');
  });
  $('#key-forget').addEventListener('click', () => {
    sessionStorage.removeItem(KEY_STORAGE);
    elements.apiKey.value = '';
    elements.keyStatus.dataset.i18n = 'keyForgotten';
    elements.keyStatus.textContent = t('keyForgotten');
  });
  $('#job-form').addEventListener('submit', generateForJob);
  wireDropZone();
  elements.stop.addEventListener('click', () => state.controller?.abort());
  elements.outline.addEventListener('input', () => {
    elements.create.disabled = elements.outline.value.trim() === '' || state.controller !== null;
    schedulePreview();
  });
  elements.create.addEventListener('click', createResume);
  for (const button of document.querySelectorAll('.download')) {
    button.addEventListener('click', () => download(button.dataset.format));
  }
  for (const button of document.querySelectorAll('[data-lang]')) {
    button.addEventListener('click', () => applyLocale(button.dataset.lang));
  }
  document.body.dataset.outline = 'idle';
  document.body.dataset.content = 'idle';
  applyLocale(state.locale);
  document.body.dataset.ready = 'true';
}

start();
