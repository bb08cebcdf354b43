import { benchListEndpoint } from './list-endpoint.ts';
const r = await benchListEndpoint(8);
console.log(JSON.stringify(r, null, 1));
