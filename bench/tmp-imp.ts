import { benchImport } from './import.ts';
console.log(JSON.stringify(await benchImport()));
