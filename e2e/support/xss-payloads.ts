/**
 * Vectors of the OWASP XSS Filter Evasion cheat sheet, adapted so that each one, if it ever runs,
 * calls window.__xss(id) (support/xss-probe.ts) instead of alert(): the spec then knows which ran.
 * Kept under 100 characters, the length of a name field, so every vector fits every field.
 */
export interface XssPayload {
  id: number;
  /** What the vector tries, as the cheat sheet groups them. */
  kind: string;
  text: string;
}

const vectors: Array<[kind: string, build: (id: number) => string]> = [
  ['script tag', (id) => `<script>__xss(${id})</script>`],
  ['script src data URL', (id) => `<script src="data:,__xss(${id})"></script>`],
  ['img onerror', (id) => `<img src=x onerror=__xss(${id})>`],
  ['img javascript: src', (id) => `<IMG SRC="javascript:__xss(${id});">`],
  ['case-mixed scheme', (id) => `<IMG SRC=JaVaScRiPt:__xss(${id})>`],
  ['grave accent quoting', (id) => `<IMG SRC=\`javascript:__xss(${id})\`>`],
  ['malformed img quotes', (id) => `<IMG """><SCRIPT>__xss(${id})</SCRIPT>">`],
  ['onmouseover', (id) => `<IMG SRC=# onmouseover="__xss(${id})">`],
  ['decimal entities in handler', (id) => `<img src=x:x onerror=&#95;&#95;xss(${id})>`],
  [
    'decimal entities in scheme',
    (id) => `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(${id})>`,
  ],
  [
    'hex entities without semicolons',
    (id) => `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A__xss(${id})>`,
  ],
  ['embedded tab', (id) => `<IMG SRC="jav&#x09;ascript:__xss(${id});">`],
  ['embedded newline', (id) => `<IMG SRC="jav&#x0A;ascript:__xss(${id});">`],
  ['leading spaces and meta chars', (id) => `<IMG SRC=" &#14;  javascript:__xss(${id});">`],
  ['non-alpha-non-digit after tag', (id) => `<SCRIPT/XSS SRC="data:,__xss(${id})"></SCRIPT>`],
  ['odd handler name chars', (id) => `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=__xss(${id})>`],
  ['extra open bracket', (id) => `<<SCRIPT>__xss(${id});//\\<</SCRIPT>`],
  ['svg onload', (id) => `<svg onload=__xss(${id})>`],
  ['svg script', (id) => `<svg><script>__xss(${id})</script></svg>`],
  ['iframe srcdoc', (id) => `<iframe srcdoc="<script>__xss(${id})</script>"></iframe>`],
  ['iframe javascript: src', (id) => `<iframe src="javascript:__xss(${id})"></iframe>`],
  [
    'math/style mutation',
    (id) => `<math><mtext><table><mglyph><style><img src=x onerror=__xss(${id})>`,
  ],
  [
    'noscript mutation',
    (id) => `<noscript><p title="</noscript><img src=x onerror=__xss(${id})>">`,
  ],
  [
    'form/math namespace confusion',
    (id) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(${id})>`,
  ],
  ['attribute breakout to script', (id) => `"><script>__xss(${id})</script>`],
  ['single-quote breakout', (id) => `'><img src=x onerror=__xss(${id})>`],
  ['attribute injection', (id) => `" onmouseover="__xss(${id})" x="`],
  ['autofocus injection', (id) => `' autofocus onfocus='__xss(${id})`],
  ['textarea breakout', (id) => `</textarea><script>__xss(${id})</script>`],
  ['title breakout', (id) => `</title><script>__xss(${id})</script>`],
  ['javascript: link', (id) => `<a href="javascript:__xss(${id})">click</a>`],
  ['spaced mixed-case scheme link', (id) => `<a href="  JaVaScRiPt:__xss(${id})">x</a>`],
  ['data: HTML link', (id) => `<a href="data:text/html,<script>__xss(${id})</script>">x</a>`],
  ['details ontoggle', (id) => `<details open ontoggle=__xss(${id})>`],
  ['body onload', (id) => `<body onload=__xss(${id})>`],
  ['input autofocus', (id) => `<input autofocus onfocus=__xss(${id})>`],
  ['video source onerror', (id) => `<video><source onerror=__xss(${id})>`],
  ['audio onerror', (id) => `<audio src=x onerror=__xss(${id})>`],
  ['object data', (id) => `<object data="javascript:__xss(${id})"></object>`],
  ['embed src', (id) => `<embed src="javascript:__xss(${id})">`],
  ['base href', (id) => `<base href="javascript:__xss(${id})//">`],
  ['meta refresh', (id) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${id})">`],
  ['style @import', (id) => `<style>@import'javascript:__xss(${id})';</style>`],
  ['style url()', (id) => `<div style="background:url(javascript:__xss(${id}))">x</div>`],
  ['stylesheet link', (id) => `<link rel=stylesheet href="javascript:__xss(${id})">`],
  ['marquee onstart', (id) => `<marquee onstart=__xss(${id})>x</marquee>`],
  ['isindex', (id) => `<isindex type=image src=1 onerror=__xss(${id})>`],
  [
    'svg xlink:href',
    (id) => `<svg><a xlink:href="javascript:__xss(${id})"><text>x</text></a></svg>`,
  ],
  ['zero-padded entities', (id) => `<img src=x onerror="&#0000095;&#0000095;xss(${id})">`],
  ['double-encoded tag', (id) => `&lt;img src=x onerror=__xss(${id})&gt;`],
  ['template expression', (id) => `{{constructor.constructor('__xss(${id})')()}}`],
  ['nested tag splitting', (id) => `<scr<script>ipt>__xss(${id})</scr</script>ipt>`],
  [
    'base64 eval',
    (id) => `<img src=x onerror=eval(atob('${Buffer.from(`__xss(${id})`).toString('base64')}'))>`,
  ],
  ['unclosed svg', (id) => `<svg/onload=__xss(${id})//`],
  ['contenteditable onblur', (id) => `<x contenteditable onblur=__xss(${id})>lose focus`],
  ['bare javascript: URL', (id) => `javascript:__xss(${id})`],
  ['entity-encoded link scheme', (id) => `<a href="&#106;avascript:__xss(${id})">x</a>`],
  ['table background', (id) => `<table background="javascript:__xss(${id})"><td>x</td></table>`],
  ['entity parentheses', (id) => `<img src=x onerror=__xss&#40;${id}&#41;>`],
  ['placeholder breakout', (id) => `{{FirstName}}"><img src=x onerror=__xss(${id})>`],
];

export const XSS_PAYLOADS: readonly XssPayload[] = vectors.map(([kind, build], index) => ({
  id: index + 1,
  kind,
  text: build(index + 1),
}));
