/**
 * The HTML page template (Docusaurus `ssrTemplate`), changed in one way: the
 * page's scripts load after the first paint instead of as `<script defer>`.
 *
 * With `defer`, the browser downloads React, the route table and the page's
 * chunks (about 230 KB gzip on a docs page) alongside the stylesheet, and on a
 * fast connection runs all of them before it paints the server-rendered page.
 * The page does not need them to be read: here the loader at the end of the
 * body adds them, in order, once a frame has been painted, so the stylesheet
 * has the connection to itself and the text appears first. The cost is that
 * the page becomes interactive a little later on a slow connection, by about
 * the time the stylesheet takes. A hidden tab paints no frames; the timeout
 * starts the scripts there.
 *
 * The script list is a JSON data block (not executed, so outside the CSP);
 * the loader is the same on every page, so one CSP hash covers it.
 */
export const PAGE_SCRIPTS_ID = '__page-scripts';

export const SCRIPT_LOADER = `(function(){var done=false;function run(){if(done)return;done=true;var list=JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);for(var i=0;i<list.length;i++){var s=document.createElement('script');s.src=list[i];s.async=false;document.body.appendChild(s)}}requestAnimationFrame(function(){setTimeout(run,0)});setTimeout(run,1000)})()`;

export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" id="${PAGE_SCRIPTS_ID}"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
    <script>${SCRIPT_LOADER}</script>
  </body>
</html>
`;
