/** A Fastify hello-world on PORT: the ceiling the cached-reads bench compares the API with. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
