// A bare Fastify route answering a fixed body (argv[3], a JSON file) on port argv[2]: the
// baseline a list benchmark compares with, in a process of its own like the product's.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const body = JSON.parse(readFileSync(file, 'utf8'));
const app = Fastify({ logger: false });
app.get('/rows', async () => body);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
