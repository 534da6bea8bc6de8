// The SQLite stores drop what they keep in memory when, and only when, another connection to the file
// has committed: a second process's write is seen at the next look, the connection's own writes are not
// counted (the stores drop what those change themselves), and nothing changes between writes.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { SqliteChangeWatch } from '../../src/store/sqlite-change-watch.ts';
import { openSqliteDatabase } from '../../src/store/sqlite-database.ts';

test("another connection's commits are seen at the next look, the connection's own are not", async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'sqlite-change-watch-'));
  const file = path.join(directory, 'watched.sqlite');
  const ours = openSqliteDatabase(file);
  const theirs = openSqliteDatabase(file);
  const watch = SqliteChangeWatch.of(ours);
  let forgotten = 0;
  watch.onChange(() => {
    forgotten += 1;
  });
  const write = (db: typeof ours, value: number) =>
    db.prepare('INSERT INTO store_probe (id, checked_at) VALUES (?, ?)').run(value, value);
  try {
    watch.check();
    watch.check();
    assert.equal(forgotten, 0, 'nothing committed: nothing dropped');
    write(theirs, 10);
    watch.check();
    assert.equal(forgotten, 1, "another connection's commit drops the copies");
    watch.check();
    assert.equal(forgotten, 1, 'and only once');
    write(ours, 11);
    watch.check();
    assert.equal(forgotten, 1, "the connection's own commit is not counted");
    for (let round = 0; round < 20; round++) {
      write(theirs, 100 + round);
      watch.check();
      assert.equal(forgotten, 2 + round, `commit ${round + 1} of the other connection`);
      write(ours, 200 + round);
      watch.check();
      assert.equal(forgotten, 2 + round, `own commit ${round + 1}`);
    }
  } finally {
    watch.close();
    ours.close();
    theirs.close();
    await rm(directory, { recursive: true, force: true });
  }
});
