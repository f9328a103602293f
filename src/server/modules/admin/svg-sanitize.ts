import sanitizeHtml from 'sanitize-html';

// SVG logos and favicons (sanitize-html over htmlparser2 in XML mode; no DOM on the server). Two
// steps: what could run or reach out (scripts, event handlers, foreignObject, links to other files,
// DOCTYPE and entities) is refused outright with a reason the admin can act on, since a silently cut
// file would look different from what they drew; what is left is then cut to an allow-list of
// drawing elements and attributes, and the result is checked once more before it is stored.

const drawingTags = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'image',
  // Illustrator writes its colours as classes in a style element; url() and @import are refused.
  'style',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
];

const drawingAttributes = [
  'id',
  'class',
  'style',
  'xmlns',
  'xmlns:xlink',
  'xml:space',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'href',
  'xlink:href',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'stdDeviation',
  'flood-color',
  'flood-opacity',
  'radius',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'tableValues',
  'color-interpolation-filters',
  'shape-rendering',
  'vector-effect',
  'mix-blend-mode',
  'isolation',
];

/** An embedded raster picture (the usual way drawings carry a photo); anything else must be #local. */
const embeddedPicture = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;

const sanitizeOptions: sanitizeHtml.IOptions = {
  parser: { xmlMode: true },
  allowedTags: drawingTags,
  allowedAttributes: { '*': drawingAttributes },
  // Only #fragments (no scheme) pass for links; `image` may carry an embedded picture.
  allowedSchemes: [],
  allowedSchemesByTag: { image: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'xlink:href', 'src'],
  allowProtocolRelative: false,
  // `style` is allowed on purpose: its url() and @import are refused before this runs, and the
  // served file's CSP (default-src 'none') would block any load anyway.
  allowVulnerableTags: true,
  disallowedTagsMode: 'discard',
};

const localName = (name: string) => (name.split(':').pop() ?? name).toLowerCase();

/** Scheme tricks hide behind spaces and control characters: compare without them. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const squeezed = (value: string) => value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();

/**
 * What in an SVG would run, reach out or expand, in words for the admin ("a script", "an event
 * handler (onload)"); empty when there is none.
 */
export function svgProblems(text: string): string[] {
  const found = new Set<string>();
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) found.add('a DOCTYPE or entity declaration');
  if (/<\?xml-stylesheet/i.test(text)) found.add('a link to a stylesheet');
  // Also inside CDATA and comments: where a parser might disagree with ours, refuse.
  if (/<\s*(?:[\w.-]+:)?script\b/i.test(text)) found.add('a script');
  // url(#local) only; the quotes may be written as entities in an attribute.
  if (/@import|url\((?!(?:[\s'"]|&[#\w]+;)*#)/i.test(text)) found.add('a style that loads another file');
  sanitizeHtml(text, {
    ...sanitizeOptions,
    onOpenTag(name, attributes) {
      const tag = localName(name);
      if (tag === 'script' || tag === 'handler' || tag === 'listener') found.add('a script');
      if (tag === 'foreignobject') found.add('a foreignObject element');
      if (['iframe', 'embed', 'object', 'frame', 'frameset', 'applet', 'portal'].includes(tag)) {
        found.add('embedded content (iframe, embed or object)');
      }
      for (const [attribute, value] of Object.entries(attributes)) {
        const attributeName = localName(attribute);
        if (attributeName.startsWith('on')) found.add(`an event handler (${attributeName})`);
        const compact = squeezed(value);
        if (/(?:java|vb)script:|data:text\/html/.test(compact)) found.add('a script');
        if (attributeName === 'href' || attributeName === 'src') {
          const target = value.trim();
          if (!target.startsWith('#') && !embeddedPicture.test(target)) {
            found.add('a link to another file or site');
          }
        }
      }
    },
  });
  return [...found];
}

/**
 * The SVG cut to drawing elements and attributes, or null when the result would still hold
 * something else. Check svgProblems first: this does not explain.
 */
export function sanitizeSvg(text: string): string | null {
  const clean = sanitizeHtml(text, sanitizeOptions).trim();
  // The result must hold only what the allow-list names and nothing svgProblems would find (a
  // style element's text is passed through as written, so read the output once more).
  let unexpected = false;
  sanitizeHtml(clean, {
    ...sanitizeOptions,
    onOpenTag(name, attributes) {
      if (!drawingTags.includes(name)) unexpected = true;
      if (Object.keys(attributes).some((attribute) => !drawingAttributes.includes(attribute))) {
        unexpected = true;
      }
    },
  });
  return unexpected || svgProblems(clean).length > 0 ? null : clean;
}
