import type { HelpContent } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../testing/accounts.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('GET /api/v1/help', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  const help = async (headers: Record<string, string> = {}) => {
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/help', headers });
    expect(res.statusCode, res.body).toBe(200);
    return { res, body: res.json<HelpContent>() };
  };

  it('answers the seeded page: its title and the questions walkers ask, in order, one item each', async () => {
    const { body } = await help();
    expect(body.title).toBe('Frequently Asked Questions, Help and Support');
    expect(body.items.map((item) => item.question)).toEqual([
      'How do I find a walk?',
      'How do I plan a trip and share it?',
      'What does my emergency contact receive, and when?',
      'Where do the alerts and forecasts come from, and how current are they?',
      'What is the Outdoor Safety Code?',
      'What do I need an account for?',
      'What happens to my information?',
      'How do I send feedback or report a problem?',
    ]);
    const emergency = body.items[2]?.answer ?? '';
    expect(emergency).toContain('call 111');
    expect(emergency).toContain("I'm back safely");
    const code = body.items[4]?.answer ?? '';
    expect(code).toContain('New Zealand Mountain Safety Council');
    expect(code.match(/<li>/g)).toHaveLength(5);
    // The spec's shape: the whole page as HTML, each question a heading before its answer.
    expect(body.content).toContain('<h3>What is the Outdoor Safety Code?</h3>');
    expect(body.content).toContain(code);
  });

  it('is the same for a guest and a signed-in user, and cacheable only for the guest', async () => {
    const guest = await help();
    expect(guest.res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const user = await signUp(s.app, s.t.db, 'help-reader');
    const signedIn = await help(bearer(user.token.access_token));
    expect(signedIn.body).toEqual(guest.body);
    expect(signedIn.res.headers['cache-control']).toBe('no-store');
  });

  it('never lets a script or an event handler in the stored HTML reach the answer', async () => {
    await s.t.db.query(
      `INSERT INTO help_questions (position, question, answer_html) VALUES
       (100, 'Is <b>this</b> safe?', $1)`,
      [
        '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="https://www.doc.govt.nz/">DOC</a>.</p>' +
          '<script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe><style>body{}</style>',
      ],
    );
    const { body } = await help();
    const item = body.items.at(-1);
    expect(item?.question).toBe('Is this safe?');
    expect(item?.answer).toBe(
      '<p>Read <a target="_blank" rel="noopener noreferrer">this</a> and <a href="https://www.doc.govt.nz/" target="_blank" rel="noopener noreferrer">DOC</a>.</p>',
    );
    for (const html of [body.content, ...body.items.map((i) => i.answer)]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img|<style/i);
    }
    expect(body.content).toContain('<h3>Is this safe?</h3>');
  });

  it('answers 404 with an error when the page has not been written', async () => {
    await s.t.db.query('DELETE FROM help_page');
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/help' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'The help page has not been written yet.' });
  });
});
