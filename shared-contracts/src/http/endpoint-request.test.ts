import { endpointRequest } from './endpoint-request';
import { ENDPOINTS } from './endpoints';

describe('endpointRequest (spec §7: GET with query, POST with a JSON body)', () => {
  it('posts the payload as the body, {} when there is none', () => {
    expect(endpointRequest(ENDPOINTS.login, { username: 'ali', password: 'secret' })).toEqual({
      method: 'POST',
      path: 'auth/login',
      body: { username: 'ali', password: 'secret' },
    });
    expect(endpointRequest(ENDPOINTS.getPromotions)).toEqual({
      method: 'POST',
      path: 'cms/promotionlist',
      body: {},
    });
  });

  it('puts a GET payload in the query and leaves it out when there is none', () => {
    expect(endpointRequest(ENDPOINTS.getBalance)).toEqual({ method: 'GET', path: 'user/balance' });
    expect(endpointRequest(ENDPOINTS.getDevOutbox, { recipient: '90532', limit: 1 })).toEqual({
      method: 'GET',
      path: 'dev/outbox',
      query: { recipient: '90532', limit: 1 },
    });
  });

  it('fills path parameters from the payload, encoded, and sends the rest', () => {
    expect(endpointRequest(ENDPOINTS.getContent, { id: 12 })).toEqual({
      method: 'GET',
      path: 'cms/content/12',
    });
    const post = { method: 'POST', path: 'x/:code', access: 'public' } as const;
    expect(endpointRequest(post, { code: 'a b/c', other: 1 })).toEqual({
      method: 'POST',
      path: 'x/a%20b%2Fc',
      body: { other: 1 },
    });
  });

  it('refuses a payload without a path parameter rather than call a wrong URL', () => {
    expect(() => endpointRequest(ENDPOINTS.getContent, {})).toThrow(/cms\/content\/:id/);
    expect(() => endpointRequest(ENDPOINTS.getContent)).toThrow(/no id/);
  });

  it('does not change the payload it is given', () => {
    const payload = { id: 3 };
    endpointRequest(ENDPOINTS.getContent, payload);
    expect(payload).toEqual({ id: 3 });
  });
});
