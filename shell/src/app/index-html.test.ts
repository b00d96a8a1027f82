import { readFileSync } from 'node:fs';
import path from 'node:path';
import { indexHtmlParameters } from './index-html';
import { routeHeads } from './route-heads';

test("index.html is built with `/`'s own head: its title and description are the route's", () => {
  expect(indexHtmlParameters.mainTitle).toBe(`${routeHeads.main.title} — Микрозаймы онлайн`);
  expect(indexHtmlParameters.mainDescription).toBe(routeHeads.main.description);
  const template = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
  expect(template).toContain('<title><%= mainTitle %></title>');
  expect(template).toContain('<meta name="description" content="<%= mainDescription %>" />');
});
