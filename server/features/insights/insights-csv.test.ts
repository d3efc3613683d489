import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightsCsv, type Insights } from '#domain/insights/insights';
import { addDays } from '#domain/shared/dates';
import { multipartForm } from '#server/test-support/multipart-form';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

describe('the insights CSV', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('escapes a formula that arrived as an imported habit name', async () => {
    const user = await t.createUser({ plan: 'premium' });
    const day = addDays(new Date().toISOString().slice(0, 10), -2);
    const name = '=HYPERLINK("http://x","y")';
    const file = new TextEncoder().encode(`date,habit,value\n${day},"${name.replaceAll('"', '""')}",1\n`);
    const imported = await t.as(user, {
      method: 'POST',
      url: '/api/import/csv',
      ...(await multipartForm([{ name: 'formula.csv', bytes: file }])),
    });
    expect(imported.statusCode).toBe(200);
    const insights = await t.as(user, { method: 'GET', url: '/api/insights?range=12w' });
    expect(insights.statusCode).toBe(200);
    const body: Insights = insights.json();
    expect(body.habits.map((habit) => habit.title)).toContain(name);
    const csv = insightsCsv(body);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""y"")",`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});
