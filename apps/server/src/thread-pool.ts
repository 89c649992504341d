// libuv reads its thread pool's size once, when something first uses the pool, so this module is imported before
// any other. The pool's four default threads were all busy with the file writes of a multipart upload's five parts,
// and every other file operation (an open, a stat, the next request's directory listing) queued behind them for
// 10–20 ms each. A value set in the environment is kept.
process.env.UV_THREADPOOL_SIZE ??= '16';
