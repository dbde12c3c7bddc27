import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';

describe.each(BACKENDS)('health on %s', (name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  it('reports 200 while the database answers', async () => {
    const { status, body } = await call<{ database: string; databaseKind: string }>(h.app, {
      method: 'GET',
      url: '/api/health',
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.database).toBe('up');
    expect(body.data.databaseKind).toBe(name);
  });

  it('reports 503 once the database is gone, so a load balancer takes the replica out', async () => {
    await h.app.database.close();
    const { status, body } = await call<{ database: string }>(h.app, {
      method: 'GET',
      url: '/api/health',
    });
    expect(status).toBe(503);
    expect(body.success).toBe(false);
    expect(body.data.database).toBe('down');
  });
});
