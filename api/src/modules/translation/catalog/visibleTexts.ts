import ts from 'typescript';
import { normalizeText } from '../languages';

/** A text a front-end source file can put on the page, and where. */
export interface VisibleText {
  text: string;
  file: string;
  line: number;
}

/** The attributes of plain HTML elements that the page translator translates (shell/src/translation). */
const TRANSLATED_ATTRIBUTES = new Set(['placeholder', 'title', 'alt', 'aria-label']);

/** Props of components (and attributes) that carry code, not copy. */
const CODE_PROPS = new Set([
  // A TypeBox schema's description documents the API, it is not page copy.
  'description',
  'className',
  'id',
  'key',
  'name',
  'type',
  'to',
  'href',
  'src',
  'rel',
  'target',
  'role',
  'htmlFor',
  'autoComplete',
  'inputMode',
  'pattern',
  'method',
  'form',
  'value',
  'defaultValue',
  'variant',
  'size',
  'icon',
  'as',
  'remote',
  'module',
  'lang',
  'dir',
  'translate',
  // An IntersectionObserver option ('100% 0px').
  'rootMargin',
]);

/** Elements whose text the page translator never touches. */
const UNTRANSLATED_ELEMENTS = new Set(['script', 'style', 'code', 'pre', 'kbd', 'samp', 'var', 'svg', 'textarea']);

const HAS_LETTER = /\p{L}/u;
const PLACEHOLDER = /\{\d+\}/g;
const HAS_PLACEHOLDER = /\{\d+\}/;

const ENTITIES: Record<string, string> = { amp: '&', apos: "'", quot: '"', lt: '<', gt: '>', nbsp: '\u00a0' };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? entity;
    return String.fromCodePoint(name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });

/**
 * Whether a string literal reads as copy rather than code: not a path, URL, e-mail address or CSS
 * selector; not one lowercase or camelCase word ('pending', 'lowerCo2'), a code in capitals ('INR', 'BOM')
 * or a list of CSS classes; a template with no space ('{0}-error') builds an id or a URL.
 */
export function looksLikeCopy(raw: string): boolean {
  const text = normalizeText(raw);
  if (!HAS_LETTER.test(text.replace(PLACEHOLDER, ''))) return false;
  if (/^(\/|#|\.\.?\/|[a-z]+:\/\/|mailto:|tel:)/.test(text)) return false;
  if (/^[^\s@]+@[^\s@]+\.\w+$/.test(text)) return false;
  if (/\[[\w-]+[=\]]|:not\(/.test(text) || /^<\w/.test(text) || /^[Mm][\d.-]/.test(text)) return false;
  if (!text.includes(' ')) {
    if (HAS_PLACEHOLDER.test(text) || /^[^\p{Lu}]/u.test(text) || /^[\p{Lu}\d_.-]+$/u.test(text)) return false;
    if (/^\p{Lu}[\p{Ll}\d]+\p{Lu}/u.test(text)) return false;
  }
  return !text.split(' ').every((token) => /^[a-z][a-z0-9]*(?:[-_]{1,2}[a-z0-9]+)+$/.test(token));
}

const tagName = (element: ts.JsxOpeningLikeElement) => element.tagName.getText();

function attributeOf(element: ts.JsxOpeningLikeElement, name: string): string | undefined {
  for (const attribute of element.attributes.properties) {
    if (ts.isJsxAttribute(attribute) && attribute.name.getText() === name) {
      const value = attribute.initializer;
      return value && ts.isStringLiteral(value) ? value.text : '';
    }
  }
  return undefined;
}

/** `<code>`, `<svg>`, translate="no"…: the page translator skips the whole subtree. */
function isUntranslatedElement(node: ts.Node): boolean {
  const opening = ts.isJsxElement(node) ? node.openingElement : ts.isJsxSelfClosingElement(node) ? node : undefined;
  return (
    opening !== undefined && (UNTRANSLATED_ELEMENTS.has(tagName(opening)) || attributeOf(opening, 'translate') === 'no')
  );
}

/** The texts an expression gives when it only chooses between literals (`n === 1 ? 'night' : 'nights'`). */
function literalChoices(node: ts.Expression): string[] | undefined {
  if (ts.isParenthesizedExpression(node)) return literalChoices(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (!ts.isConditionalExpression(node)) return undefined;
  const whenTrue = literalChoices(node.whenTrue);
  const whenFalse = literalChoices(node.whenFalse);
  return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : undefined;
}

/**
 * The texts a template literal can give, its other ${…} parts as {0}, {1}…; a part that chooses between
 * literals gives one text per choice (`${n} ${n === 1 ? 'night' : 'nights'}` is '{0} night' and '{0} nights').
 */
function templateTexts(node: ts.TemplateExpression): string[] {
  let texts = [node.head.text];
  node.templateSpans.forEach((span, index) => {
    const parts = literalChoices(span.expression) ?? [`{${index}}`];
    texts = texts.flatMap((text) => parts.map((part) => text + part + span.literal.text));
  });
  return texts;
}

/** A literal that a template's ${…} part chooses: the template's texts include it. */
function literalChoicesInTemplate(node: ts.Node): boolean {
  let parent = node.parent;
  while (ts.isConditionalExpression(parent) || ts.isParenthesizedExpression(parent)) parent = parent.parent;
  return ts.isTemplateSpan(parent) && literalChoices(parent.expression) !== undefined;
}

/** Whether a literal stands where its text reaches the page (not an import, a type, a comparison, a log…). */
function isShownPosition(node: ts.Node): boolean {
  let parent = node.parent;
  while (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) {
    parent = parent.parent;
  }
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) {
    return false;
  }
  if (ts.isLiteralTypeNode(parent) || ts.isElementAccessExpression(parent) || ts.isCaseClause(parent)) return false;
  if (ts.isTemplateSpan(parent) || literalChoicesInTemplate(node)) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node) return false;
  if (ts.isPropertyAssignment(parent) && CODE_PROPS.has(parent.name.getText())) return false;
  if (ts.isBinaryExpression(parent)) {
    const comparisons = [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
      ts.SyntaxKind.InKeyword,
    ];
    if (comparisons.includes(parent.operatorToken.kind)) return false;
  }
  const attribute = ts.isJsxExpression(parent) ? parent.parent : parent;
  if (ts.isJsxAttribute(attribute)) {
    const name = attribute.name.getText();
    const element = attribute.parent.parent;
    const isHtml = /^[a-z]/.test(tagName(element));
    return isHtml ? TRANSLATED_ATTRIBUTES.has(name) : !CODE_PROPS.has(name) && !name.startsWith('data-');
  }
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    // Logs, storage keys, selectors, module names and error messages are for developers.
    const callee = parent.expression.getText();
    const forDevelopers =
      /^console\.|Storage\.|^(require|import|super)$|\.(querySelector(All)?|closest|matches)$|Error$/;
    if (forDevelopers.test(callee)) return false;
  }
  return true;
}

/**
 * The texts a front-end source file can show: JSX text, and string and template literals that read as
 * copy where they can reach the page (JSX props, toasts, labels in data, validation messages). A
 * template's ${…} parts become {0}, {1}… Each text is white-space normalized, as the page translator sends it.
 */
export function visibleTextsOf(file: string, source: string): VisibleText[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: VisibleText[] = [];
  const add = (node: ts.Node, raw: string) => {
    const text = normalizeText(raw);
    if (!HAS_LETTER.test(text.replace(PLACEHOLDER, ''))) return;
    found.push({ text, file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (isUntranslatedElement(node)) return;
    if (ts.isJsxText(node)) {
      add(node, decodeEntities(node.text));
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const text = ts.isJsxAttribute(node.parent) ? decodeEntities(node.text) : node.text;
      if (isShownPosition(node) && looksLikeCopy(text)) add(node, text);
    } else if (ts.isTemplateExpression(node)) {
      if (isShownPosition(node)) {
        for (const text of templateTexts(node)) if (looksLikeCopy(text)) add(node, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
