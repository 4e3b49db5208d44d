// A static file host for the browser tests, as a real host serves a built site: the file at the path with its
// content type, else the site's 404 page (when it has one) with status 404. Listens on a free port of 127.0.0.1.
import * as fs from 'fs';
import * as http from 'http';
import * as path from 'path';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.md': 'text/markdown; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

export function staticHost(root: string, notFoundFile = '404.html'): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const wanted = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const found = wanted.startsWith(root) && fs.existsSync(wanted) && fs.statSync(wanted).isFile();
    const notFound = path.join(root, notFoundFile);
    const file = found ? wanted : fs.existsSync(notFound) ? notFound : undefined;
    if (!file) {
      res.writeHead(404);
      return void res.end();
    }
    res.writeHead(found ? 200 : 404, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
