// A checkout in a private folder (mode 0700: made by `mktemp -d`, or under /root) is closed to
// www-data. Run as root, the stack still runs php-fpm's pool as www-data, serving a readable copy of
// the endpoint, and the queue command, run as the storage folder's owner, reads one too: nothing
// falls back to root, and enquiries are stored and mailed as anywhere else.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { withReadableEndpoint } from '../../scripts/stack/endpoint-files.mjs';
import { storageOwner } from '../../scripts/stack/outbox-queue.mjs';
import {
  assertJsonAnswer, contact, post, repoRoot, startWorld, waitForDelivery,
} from '../harness/test-stack.mjs';

describe('a checkout in a private folder', { skip: process.getuid() !== 0 && 'only root runs the pool as another user' }, () => {
  let world;
  let home;
  let php;
  before(async () => {
    home = await mkdtemp(join(tmpdir(), 'private-checkout-'));
    assert.equal((await stat(home)).mode & 0o777, 0o700);
    php = join(home, 'clone', 'php');
    await mkdir(join(home, 'clone'));
    await cp(join(repoRoot, 'php'), php, { recursive: true });
    world = await startWorld({ phpDir: php });
  });
  after(async () => {
    await world?.stop();
    if (home) await rm(home, { recursive: true, force: true });
  });

  test('php-fpm\'s pool is www-data, not root, and serves a copy it can read', async () => {
    assert.equal(world.stack.poolUser.name, 'www-data');
    assert.notEqual(world.stack.phpDir, php);
    for (const pid of await world.workerPids()) {
      const uid = Number(/^Uid:\s+(\d+)/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))[1]);
      assert.equal(uid, world.stack.poolUser.uid, `worker ${pid}`);
    }
  });

  test('an enquiry is stored and mailed, and the queue command reads its copy as the pool user', async () => {
    assertJsonAnswer(assert, await post(world, contact({ name: 'Asha Verma' })), 200);
    await waitForDelivery(world);
    const owner = storageOwner(world.stack.storageDir);
    assert.equal(owner.uid, world.stack.poolUser.uid);
    const listed = await withReadableEndpoint(owner, php, async (dir) => {
      assert.notEqual(dir, php);
      return execFileSync('php', [join(dir, 'bin/outbox.php'), '--list'], {
        ...owner, encoding: 'utf8', env: { ...process.env, ...world.env, ENV_FILE: '/dev/null' },
      });
    });
    assert.match(listed, /contact_us +accepted .* staff +sent/);
  });
});
