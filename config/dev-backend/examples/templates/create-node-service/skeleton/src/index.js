import { createServer } from 'node:http';

const name = '${{ values.name }}';
const port = Number(process.env.PORT ?? '${{ values.port }}');

createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ service: name, path: request.url }));
}).listen(port, () => console.log(`${name} listening on ${port}`));
