/** Debian's nginx run by a tool or test as an ordinary process: every file it writes kept in one folder. */

/**
 * A whole nginx.conf whose pid, logs and temporary files all live in `dir` (Debian's defaults point into /var,
 * which a test may not write), in the foreground, with `http` as the body of its http block.
 */
export function nginxConfig(dir: string, options: { workers: number | "auto"; connections: number; http: string }) {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${dir}/${name};`)
    .join("\n  ");
  return `${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes ${options.workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${options.connections}; }
http {
  access_log off;
  ${temp}
  ${options.http}
}
`;
}
