import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds the shopper-facing message texts written in the server's source, for the test that keeps
 * the catalogue complete. A message is a string or template literal that is
 *   - the message argument of an error the server answers with (GraphQL domain errors, the REST
 *     routes' RequestError / PaymentError / UploadError),
 *   - the value of a `message:` or `error:` property (cart and wishlist user errors, REST bodies,
 *     add-to-cart refusals),
 *   - the initializer of a `*_MESSAGE` constant or of the payment service's `MESSAGES`, or the body
 *     of an arrow function named like a message (`productNotFound = (sku) => \`…\``),
 *   - a shopper-visible label constant (`*_LABEL`, `*_LABELS`, titles of payment and shipping
 *     methods).
 * A template literal is returned with its substitutions as `%1`, `%2`…, the catalogue's form.
 */

export interface SourceMessage {
  text: string;
  file: string;
  line: number;
}

/** Error classes and the position of their message argument. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  InputError: 0,
  NotFoundError: 0,
  AuthorizationError: 0,
  AuthenticationError: 0,
  AlreadyExistsError: 0,
  PaymentError: 2,
  UploadError: 1,
};

/** RequestError exists twice with different argument orders (sales: status, message, code). */
const REQUEST_ERROR_ARGUMENT: Record<string, number> = {
  'sales/order.routes.ts': 1,
  'requests/': 2,
};

const MESSAGE_PROPERTIES = new Set([
  'message',
  'error',
  'title',
  'carrierTitle',
  'methodTitle',
  'label',
  'what',
]);

/** Helpers that build a message from a literal argument: name → argument position. */
const MESSAGE_CALLS: Record<string, number> = { unable: 0, requiredText: 2, text: 0, optionalText: 0 };
const MESSAGE_FUNCTION = /(Message|NotFound|Forbidden|Required)$/;
const MESSAGE_CONSTANT = /(_MESSAGE|_LABEL|^MESSAGES|_LABELS)$/;

/** Directories whose texts reach shoppers through the GraphQL formatter or the translated REST routes. */
export const SCANNED_DIRECTORIES = [
  'graphql',
  'modules/cart',
  'modules/catalog',
  'modules/cms',
  'modules/coupons',
  'modules/customer',
  'modules/newsletter',
  'modules/review',
  'modules/routing',
  'modules/sales',
  'modules/shipping',
  'modules/store',
  'modules/wishlist',
  'modules/payments',
  'modules/requests',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.test.ts') &&
      !entry.name.endsWith('testing.ts')
      ? [full]
      : [];
  });
}

/** The text of a literal in catalogue form, or undefined for other expressions. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    node.templateSpans.forEach((span, index) => {
      text += `%${index + 1}${span.literal.text}`;
    });
    return text;
  }
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return undefined;
}

/** Literals an expression can evaluate to: both branches of a conditional, a literal itself. */
function literalsOf(node: ts.Node): string[] {
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    return [...literalsOf(node.left), ...literalsOf(node.right)];
  }
  const text = literalText(node);
  return text === undefined ? [] : [text];
}

export function scanSourceMessages(srcRoot: string): SourceMessage[] {
  const found: SourceMessage[] = [];
  for (const dir of SCANNED_DIRECTORIES) {
    for (const file of sourceFiles(path.join(srcRoot, dir))) {
      const relative = path.relative(srcRoot, file).split(path.sep).join('/');
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const add = (node: ts.Node, texts: string[]) => {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        for (const text of texts) if (/[A-Za-zÀ-ÿ]/.test(text)) found.push({ text, file: relative, line });
      };
      const visit = (node: ts.Node) => {
        if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
          const name = node.expression.text;
          let index = MESSAGE_ARGUMENT[name];
          if (name === 'RequestError') {
            const entry = Object.entries(REQUEST_ERROR_ARGUMENT).find(([prefix]) =>
              relative.startsWith(`modules/${prefix}`),
            );
            index = entry?.[1];
          }
          const argument = index === undefined ? undefined : node.arguments?.[index];
          if (argument) add(argument, literalsOf(argument));
        }
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const position = MESSAGE_CALLS[node.expression.text];
          const argument = position === undefined ? undefined : node.arguments[position];
          if (argument) add(argument, literalsOf(argument));
        }
        if (
          ts.isPropertyAssignment(node) &&
          ts.isIdentifier(node.name) &&
          MESSAGE_PROPERTIES.has(node.name.text)
        ) {
          add(node.initializer, literalsOf(node.initializer));
        }
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
          const name = node.name.text;
          if (MESSAGE_CONSTANT.test(name)) {
            if (ts.isObjectLiteralExpression(node.initializer)) {
              for (const property of node.initializer.properties) {
                if (ts.isPropertyAssignment(property)) add(property, literalsOf(property.initializer));
              }
            } else add(node.initializer, literalsOf(node.initializer));
          }
          if (MESSAGE_FUNCTION.test(name) && ts.isArrowFunction(node.initializer)) {
            const body = node.initializer.body;
            if (!ts.isBlock(body))
              add(body, literalsOf(ts.isNewExpression(body) ? (body.arguments?.[0] ?? body) : body));
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}
