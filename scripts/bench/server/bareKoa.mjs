// The reference of the save bench: a bare Koa hello-world on a free local port, nothing else. It prints its port.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = 'Hello World';
});
const server = app.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
