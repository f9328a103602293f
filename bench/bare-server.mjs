// The benchmark's baseline: node:http answering 302 from a Map, in a process of its own (like
// Ringkas). Prints its port on stdout.
import { createServer } from 'node:http';

const count = Number(process.argv[2] ?? 10_000);
const codes = new Map();
for (let i = 0; i < count; i++)
  codes.set(`b${String(i).padStart(6, '0')}`, `https://example.com/landing/${i}`);

const server = createServer((request, response) => {
  const destination = codes.get((request.url ?? '/').slice(1));
  if (destination)
    response.writeHead(302, { location: destination, 'cache-control': 'private, max-age=0' }).end();
  else response.writeHead(404).end();
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
