import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asPostgres, giveToPostgres, pgBin } from './postgres.ts';

const run = promisify(execFile);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The monitor's failure detection (decision 052). The defaults (a check every 5 s, 20 s before a node
 * counts as unhealthy, 30 s to wait for a demotion) take about a minute to promote; these take ~5 s.
 */
export const monitorSettings = {
  'pgautofailover.health_check_period': 1000,
  'pgautofailover.health_check_timeout': 1000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 2000,
  'pgautofailover.primary_demote_timeout': 2000,
};

export interface HaNode {
  name: string;
  port: number;
  /** Its data folder, which is also the folder `pg_autoctl … --pgdata` names. */
  pgdata: string;
}

export interface NodeState {
  name: string;
  port: number;
  reported: string;
  assigned: string;
}

/** SIGKILL to a `pg_autoctl run` and everything it started (its process group), if still there. */
function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** The pg_autoctl folders' settings live in the cluster's folder, not in the postgres user's home. */
const autoctlEnv = (folder: string) => [
  `HOME=${folder}`,
  `XDG_CONFIG_HOME=${join(folder, 'config')}`,
  `XDG_DATA_HOME=${join(folder, 'share')}`,
  `XDG_RUNTIME_DIR=${join(folder, 'run')}`,
];

/**
 * Debian's pg_auto_failover on loopback: a monitor and two PostgreSQL nodes (the first becomes the
 * primary, the second its synchronous standby), each supervised by its own `pg_autoctl run`.
 * `ports` are the monitor's and the two nodes'.
 */
export async function startHaPostgres(folder: string, ports: [number, number, number]) {
  const root = join(folder, 'pg-auto-failover');
  mkdirSync(root);
  giveToPostgres(folder);
  giveToPostgres(root);
  const monitor: HaNode = { name: 'monitor', port: ports[0], pgdata: join(root, 'monitor') };
  const nodes: HaNode[] = [1, 2].map((n) => ({
    name: `pg${n}`,
    port: ports[n]!,
    pgdata: join(root, `pg${n}`),
  }));
  const running = new Map<string, ChildProcess>();

  const autoctl = async (args: string[]) => {
    const [file, fullArgs] = asPostgres('env', [...autoctlEnv(root), 'pg_autoctl', ...args]);
    return (await run(file, fullArgs, { timeout: 60_000 })).stdout;
  };
  const psqlMonitor = async (sql: string) => {
    const [file, args] = asPostgres(join(pgBin, 'psql'), [
      ...['-h', '127.0.0.1', '-p', String(monitor.port), '-U', 'postgres', '-d', 'pg_auto_failover'],
      ...['-XAtqc', sql],
    ]);
    await run(file, args, { timeout: 10_000 });
  };
  /** `pg_autoctl run` on a folder (again, after a loss); its output goes to `<folder>.log`. */
  const start = (node: HaNode) => {
    const [file, args] = asPostgres('sh', [
      '-c',
      `exec env ${autoctlEnv(root).join(' ')} pg_autoctl run --pgdata "$0" >>"$0.log" 2>&1`,
      node.pgdata,
    ]);
    // Its own process group: `lose` ends pg_autoctl and the PostgreSQL it supervises together.
    running.set(node.name, spawn(file, args, { stdio: 'ignore', detached: true }));
  };
  const state = async (): Promise<NodeState[]> => {
    const rows = JSON.parse(await autoctl(['show', 'state', '--pgdata', monitor.pgdata, '--json'])) as {
      nodename: string;
      nodeport: number;
      current_group_state: string;
      assigned_group_state: string;
    }[];
    return rows.map((row) => ({
      name: row.nodename,
      port: row.nodeport,
      reported: row.current_group_state,
      assigned: row.assigned_group_state,
    }));
  };
  const waitFor = async (what: string, ok: (nodes: NodeState[]) => boolean, ms = 60_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const nodes = await state().catch(() => []);
      if (ok(nodes)) return nodes;
      if (Date.now() > deadline)
        throw new Error(`pg_auto_failover: ${what} not reached: ${JSON.stringify(nodes)}`);
      await pause(250);
    }
  };

  const retry = async (what: string, attempt: () => Promise<unknown>, ms = 30_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      try {
        return await attempt();
      } catch (error) {
        if (Date.now() > deadline)
          throw new Error(`pg_auto_failover: waited in vain for ${what}`, { cause: error });
        await pause(250);
      }
    }
  };

  const stop = async () => {
    for (const node of [...nodes, monitor]) {
      const child = running.get(node.name);
      if (!child || child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await autoctl(['stop', '--pgdata', node.pgdata]).catch(() => killGroup(child));
      await Promise.race([exited, pause(15_000)]);
      if (child.exitCode === null && child.signalCode === null) killGroup(child);
    }
  };

  try {
    const tls = ['--auth', 'trust', '--no-ssl', '--pgctl', join(pgBin, 'pg_ctl')];
    await autoctl(
      ['create', 'monitor', '--pgdata', monitor.pgdata, '--pgport', String(monitor.port)].concat([
        '--hostname',
        '127.0.0.1',
        ...tls,
      ]),
    );
    // The monitor has no --listen: without this it would listen on every interface.
    await autoctl(['config', 'set', '--pgdata', monitor.pgdata, 'postgresql.listen_addresses', '127.0.0.1']);
    start(monitor);
    const monitorUrl = `postgres://autoctl_node@127.0.0.1:${monitor.port}/pg_auto_failover?sslmode=disable`;
    await retry('the monitor to answer', () => psqlMonitor('select 1'));
    for (const [setting, value] of Object.entries(monitorSettings))
      await psqlMonitor(`alter system set ${setting} = ${value}`);
    await psqlMonitor('select pg_reload_conf()');
    for (const node of nodes) {
      await autoctl([
        ...[
          'create',
          'postgres',
          '--pgdata',
          node.pgdata,
          '--pgport',
          String(node.port),
          '--name',
          node.name,
        ],
        ...[
          '--listen',
          '127.0.0.1',
          '--hostname',
          '127.0.0.1',
          '--monitor',
          monitorUrl,
          '--dbname',
          'crankworks',
        ],
        ...tls,
      ]);
      start(node);
    }
    await waitFor('a primary and a secondary', (found) =>
      ['primary', 'secondary'].every((wanted) =>
        found.some((node) => node.reported === wanted && node.assigned === wanted),
      ),
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    monitor,
    nodes,
    /** How an operator runs `pg_autoctl …` on this cluster's folders, as a shell line. */
    commandLine: (args: string[]) =>
      asPostgres('env', [...autoctlEnv(root), 'pg_autoctl', ...args])
        .flat()
        .join(' '),
    state,
    waitFor,
    autoctl,
    start,
    /**
     * A machine lost: `kill -9` of the node's postmaster (the first line of postmaster.pid) and of its
     * pg_autoctl, which would otherwise restart PostgreSQL at once and no failover would happen.
     */
    lose(node: HaNode) {
      const postmaster = Number(readFileSync(join(node.pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGKILL');
      killGroup(running.get(node.name)!);
    },
    stop,
  };
}

export type HaPostgres = Awaited<ReturnType<typeof startHaPostgres>>;
