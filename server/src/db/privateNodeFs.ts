import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type NodeFsInit = Awaited<ReturnType<NodeFS['init']>>;
type SetAttr = (target: unknown, attr: { mode?: number }) => unknown;
interface EmscriptenNodeFs {
  node_ops: { setattr: SetAttr };
  stream_ops: { setattr: SetAttr };
}

// Only the owner's permission bits survive (the process umask 077, which PGlite's file system bypasses).
const OWNER_ONLY = ~0o077;

function ownerOnly(setattr: SetAttr): SetAttr {
  return (target, attr) => setattr(target, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & OWNER_ONLY });
}

/**
 * PGlite's Node file system with files for the owner only. PGlite writes its data folder through Emscripten, which
 * sets each file's mode explicitly (0666 for the template files it unpacks), ignoring the process umask; this
 * keeps the owner's bits of every mode it sets, so the database files are 0600 like everything else in DATA_DIR.
 */
export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): Promise<NodeFsInit> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [
      (module: { NODEFS: EmscriptenNodeFs }) => {
        const nodefs = module.NODEFS;
        nodefs.node_ops.setattr = ownerOnly(nodefs.node_ops.setattr);
        nodefs.stream_ops.setattr = ownerOnly(nodefs.stream_ops.setattr);
      },
      ...((emscriptenOpts.preRun as unknown[] | undefined) ?? []),
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as NodeFsInit['emscriptenOpts'] };
  }
}
