import path from 'node:path';
import ts from 'typescript';

/**
 * Finds the refusal templates the commerce server can answer on its admin REST API (`/rest/V1`),
 * for the test that keeps the back office's catalogue (server-messages.ts) complete.
 *
 * It reads the server's source with the TypeScript compiler and follows the code from the REST
 * routes (`rest/routes.ts`, `rest/api.ts`), symbol by symbol: every function, constant, method and
 * object property a route can reach, never the whole of a module (the cart's and the shopper
 * account's messages stay out, though a coupon route imports one cart helper). Types are not
 * followed: they name code, they do not run it. In what is reached, a template is
 *   - the message argument of `inputError`, `notFound`, `new WebapiError`, the GraphQL domain
 *     errors (which `sendRestError` answers as they are) and the modules' errors that the REST
 *     routes turn into Magento's envelope (CatalogInputError, LifecycleError, ReversalError);
 *   - a `message:` sent by `reply.send({...})` (the transport's own refusals).
 * A message argument may be a literal, a template literal (its substitutions become `%1`, `%2`…
 * as the catalogue writes them), a constant (also `CONSTANT.replace('%1', …)`), a property of a
 * constant table (`KINDS[kind].notFound`), a property of an object the callers hand in
 * (`messages.tooMany(sku)`: the texts or arrow functions at each call), a parameter of a helper
 * (`refusal('…', …)`: the texts at each call), or a choice between those. Anything else is reported as `dynamic`, for the test to account for.
 */

export interface ServerTemplate {
  text: string;
  file: string;
  line: number;
}

export interface DynamicSite {
  file: string;
  expression: string;
}

/** Calls and `new` expressions whose argument is the message of a REST refusal: name → position. */
const MESSAGE_CALLS: Record<string, number> = { inputError: 0, notFound: 0 };
const MESSAGE_CONSTRUCTORS: Record<string, number> = {
  WebapiError: 1,
  InputError: 0,
  NotFoundError: 0,
  AuthorizationError: 0,
  AuthenticationError: 0,
  AlreadyExistsError: 0,
  LimitError: 0,
  CatalogInputError: 0,
  LifecycleError: 0,
  ReversalError: 0,
};

/**
 * The order lifecycle reaches the routes through the app instance (`request.server.orderLifecycle`,
 * declared in plugins/options.ts): the program includes that declaration so the checker sees it.
 */
const ROOTS = ['rest/routes.ts', 'rest/api.ts'];
const DECLARATIONS = ['plugins/options.ts'];

function isOurs(node: ts.Node, srcRoot: string): boolean {
  const file = node.getSourceFile();
  return !file.isDeclarationFile && file.fileName.startsWith(srcRoot);
}

/** The smallest node that stands for a declaration: what runs when the symbol is used. */
function unitOf(declaration: ts.Declaration): ts.Node | undefined {
  if (ts.isParameter(declaration) || ts.isTypeParameterDeclaration(declaration)) return undefined;
  if (
    ts.isInterfaceDeclaration(declaration) ||
    ts.isTypeAliasDeclaration(declaration) ||
    ts.isPropertySignature(declaration) ||
    ts.isMethodSignature(declaration)
  )
    return undefined;
  if (ts.isImportSpecifier(declaration) || ts.isImportClause(declaration)) return undefined;
  return declaration;
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    // Substitutions are numbered after the template's own `%n` (filled from `parameters`).
    const written = [node.head, ...node.templateSpans.map((span) => span.literal)].flatMap((part) =>
      [...part.text.matchAll(/%(\d+)/g)].map((match) => Number(match[1])),
    );
    const first = Math.max(0, ...written) + 1;
    let text = node.head.text;
    node.templateSpans.forEach((span, index) => {
      text += `%${first + index}${span.literal.text}`;
    });
    return text;
  }
  return undefined;
}

export function scanServerTemplates(commerceSrc: string): {
  templates: ServerTemplate[];
  dynamic: DynamicSite[];
} {
  const srcRoot = path.resolve(commerceSrc);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  };
  const program = ts.createProgram(
    [...ROOTS, ...DECLARATIONS].map((file) => path.join(srcRoot, file)),
    options,
  );
  const checker = program.getTypeChecker();
  const relative = (node: ts.Node) =>
    path.relative(srcRoot, node.getSourceFile().fileName).split(path.sep).join('/');

  // A member's name (`x.invoice`) is resolved through the type of `x`, which is costly for the
  // query builders' long chains: only the names of functions our objects hold can lead to code
  // (a plain value of an object is reached with the object).
  const functionNames = new Set<string>();
  const memberNames = new Set<string>();
  const isFunction = (node: ts.Node | undefined) =>
    !!node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));
  const collect = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) functionNames.add(node.name.text);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && isFunction(node.initializer))
      functionNames.add(node.name.text);
    if (
      (ts.isMethodDeclaration(node) ||
        (ts.isPropertyAssignment(node) && isFunction(node.initializer)) ||
        (ts.isPropertyDeclaration(node) && isFunction(node.initializer))) &&
      ts.isIdentifier(node.name)
    )
      memberNames.add(node.name.text);
    ts.forEachChild(node, collect);
  };
  const ours = program.getSourceFiles().filter((file) => isOurs(file, srcRoot));
  for (const file of ours) collect(file);
  // `{ cancel }` holds a function when a function of that name exists.
  const collectShorthand = (node: ts.Node) => {
    if (ts.isShorthandPropertyAssignment(node) && functionNames.has(node.name.text))
      memberNames.add(node.name.text);
    ts.forEachChild(node, collectShorthand);
  };
  for (const file of ours) collectShorthand(file);
  const isMemberName = (node: ts.Identifier) =>
    ts.isPropertyAccessExpression(node.parent) && node.parent.name === node;

  const isDeclarationName = (node: ts.Identifier) => {
    const parent = node.parent as ts.Node & { name?: ts.Node };
    return (
      parent.name === node &&
      (ts.isPropertyAssignment(parent) ||
        ts.isVariableDeclaration(parent) ||
        ts.isParameter(parent) ||
        ts.isBindingElement(parent) ||
        ts.isFunctionDeclaration(parent) ||
        ts.isMethodDeclaration(parent) ||
        ts.isPropertyDeclaration(parent) ||
        ts.isClassDeclaration(parent) ||
        ts.isImportSpecifier(parent))
    );
  };

  /**
   * A member of a parameter typed by inference (a route handler's `ctx`): its type is the most
   * costly to work out, and it holds the request's values, no code of ours.
   */
  const onInferredParameter = (name: ts.Identifier) => {
    let object: ts.Expression = (name.parent as ts.PropertyAccessExpression).expression;
    while (
      ts.isPropertyAccessExpression(object) ||
      ts.isNonNullExpression(object) ||
      ts.isCallExpression(object)
    )
      object = object.expression;
    if (!ts.isIdentifier(object)) return false;
    const declaration = checker.getSymbolAtLocation(object)?.valueDeclaration;
    return !!declaration && ts.isParameter(declaration) && !declaration.type;
  };

  const queued = new Set<ts.Node>();
  const queue: ts.Node[] = [];
  const enqueue = (node: ts.Node | undefined) => {
    if (!node || queued.has(node) || !isOurs(node, srcRoot)) return;
    queued.add(node);
    queue.push(node);
  };

  /** The declarations a used name stands for (through imports and shorthand properties). */
  const declarationsOf = (identifier: ts.Node): ts.Declaration[] => {
    let symbol = checker.getSymbolAtLocation(identifier);
    if (!symbol) return [];
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const out: ts.Declaration[] = [];
    for (const declaration of symbol.declarations ?? []) {
      if (ts.isShorthandPropertyAssignment(declaration)) {
        const value = checker.getShorthandAssignmentValueSymbol(declaration);
        out.push(...(value?.declarations ?? []));
      }
      out.push(declaration);
    }
    return out;
  };

  const templates: ServerTemplate[] = [];
  const dynamic: DynamicSite[] = [];
  /** Object literals handed to a parameter (`pick(items, { empty: '…' })`), by parameter. */
  const handed = new Map<ts.ParameterDeclaration, ts.ObjectLiteralExpression[]>();
  /** Texts handed to a parameter (`refusal('…', …)`), by parameter. */
  const passed = new Map<ts.ParameterDeclaration, ts.Expression[]>();
  /**
   * Messages read from a parameter's object (`name`) or that are the parameter itself, resolved
   * once every call site has been seen.
   */
  const pending: { node: ts.Expression; parameter: ts.ParameterDeclaration; name?: string }[] = [];

  const lineOf = (node: ts.Node) =>
    node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const addText = (node: ts.Node, text: string) => {
    templates.push({ text, file: relative(node), line: lineOf(node) });
  };

  /** A property of a constant table: `TABLE[key].name` gives every entry's `name`. */
  const tableEntries = (table: ts.Expression, name: string): ts.Expression[] | undefined => {
    if (!ts.isIdentifier(table)) return undefined;
    const [declaration] = declarationsOf(table);
    if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return undefined;
    let initializer: ts.Expression = declaration.initializer;
    while (ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer))
      initializer = initializer.expression;
    if (!ts.isObjectLiteralExpression(initializer)) return undefined;
    const values: ts.Expression[] = [];
    for (const entry of initializer.properties) {
      if (!ts.isPropertyAssignment(entry) || !ts.isObjectLiteralExpression(entry.initializer))
        return undefined;
      for (const property of entry.initializer.properties)
        if (ts.isPropertyAssignment(property) && property.name.getText() === name)
          values.push(property.initializer);
    }
    return values;
  };

  /**
   * Records the texts a message expression can be: each alternative (a conditional's branches, a
   * `??`'s sides) is a text, a constant, a table's column, a parameter's property, or dynamic.
   */
  const message = (node: ts.Expression | undefined, depth = 0): void => {
    if (!node) return;
    const literal = literalText(node);
    if (literal !== undefined) {
      addText(node, literal);
      return;
    }
    if (depth < 8) {
      if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
        message(node.expression, depth + 1);
        return;
      }
      if (ts.isConditionalExpression(node)) {
        message(node.whenTrue, depth + 1);
        message(node.whenFalse, depth + 1);
        return;
      }
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
        message(node.left, depth + 1);
        message(node.right, depth + 1);
        return;
      }
      // `TEMPLATE.replace('%1', value)`: the template is what the catalogue knows.
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'replace'
      ) {
        message(node.expression.expression, depth + 1);
        return;
      }
      // `messages.tooMany(sku)`: the function a caller handed in.
      const read = ts.isCallExpression(node) ? node.expression : node;
      if (ts.isPropertyAccessExpression(read)) {
        if (ts.isElementAccessExpression(read.expression)) {
          const values = tableEntries(read.expression.expression, read.name.text);
          if (values) {
            for (const value of values) message(value, depth + 1);
            return;
          }
        }
        if (ts.isIdentifier(read.expression)) {
          const [declaration] = declarationsOf(read.expression);
          if (declaration && ts.isParameter(declaration)) {
            pending.push({ node, parameter: declaration, name: read.name.text });
            return;
          }
        }
      }
      // A helper's parameter: the texts its callers pass.
      if (ts.isIdentifier(node)) {
        const [declaration] = declarationsOf(node);
        if (declaration && ts.isParameter(declaration)) {
          pending.push({ node, parameter: declaration });
          return;
        }
      }
      if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
        const declarations = declarationsOf(ts.isIdentifier(node) ? node : node.name);
        const values = declarations.map((declaration) =>
          ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)
            ? declaration.initializer
            : undefined,
        );
        if (values.length && values.every((value) => value !== undefined)) {
          for (const value of values) message(value, depth + 1);
          return;
        }
      }
    }
    dynamic.push({ file: relative(node), expression: node.getText() });
  };

  /** What a parameter's property is at each call site: a text, or a function returning one. */
  const resolvePending = () => {
    for (const { node, parameter, name } of pending) {
      if (name === undefined) {
        const texts = passed.get(parameter) ?? [];
        if (!texts.length) dynamic.push({ file: relative(node), expression: node.getText() });
        for (const text of texts) message(text);
        continue;
      }
      const values = (handed.get(parameter) ?? []).flatMap((literal) =>
        literal.properties.filter(
          (property): property is ts.PropertyAssignment =>
            ts.isPropertyAssignment(property) && property.name.getText() === name,
        ),
      );
      if (!values.length) dynamic.push({ file: relative(node), expression: node.getText() });
      for (const { initializer } of values) {
        if (ts.isArrowFunction(initializer) && !ts.isBlock(initializer.body)) message(initializer.body);
        else message(initializer);
      }
    }
  };

  /** Remembers what a call hands to the parameters of one of our functions. */
  const recordArguments = (call: ts.CallExpression) => {
    if (!call.arguments.length) return;
    const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
    if (!ts.isIdentifier(callee)) return;
    if (isMemberName(callee) && (!memberNames.has(callee.text) || onInferredParameter(callee))) return;
    for (const declaration of declarationsOf(callee)) {
      const fn =
        ts.isVariableDeclaration(declaration) && declaration.initializer
          ? declaration.initializer
          : declaration;
      if (!ts.isFunctionLike(fn)) continue;
      call.arguments.forEach((argument, index) => {
        const parameter = fn.parameters[index];
        if (!parameter) return;
        if (ts.isObjectLiteralExpression(argument))
          handed.set(parameter, [...(handed.get(parameter) ?? []), argument]);
        else passed.set(parameter, [...(passed.get(parameter) ?? []), argument]);
      });
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isTypeNode(node)) return;
    if (ts.isCallExpression(node)) {
      recordArguments(node);
      const callee = node.expression;
      if (ts.isIdentifier(callee) && MESSAGE_CALLS[callee.text] !== undefined)
        message(node.arguments[MESSAGE_CALLS[callee.text] as number]);
      // `reply.send({ message: … })`
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'send') {
        const [body] = node.arguments;
        if (body && ts.isObjectLiteralExpression(body)) {
          for (const property of body.properties)
            if (ts.isPropertyAssignment(property) && property.name.getText() === 'message')
              message(property.initializer);
        }
      }
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      const position = MESSAGE_CONSTRUCTORS[node.expression.text];
      if (position !== undefined) message(node.arguments?.[position]);
    }
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      if (ts.isShorthandPropertyAssignment(parent)) {
        const value = checker.getShorthandAssignmentValueSymbol(parent);
        for (const declaration of value?.declarations ?? []) enqueue(unitOf(declaration));
      } else if (isDeclarationName(node)) {
        // The name of what is being declared: reached through its uses.
      } else if (!isMemberName(node) || (memberNames.has(node.text) && !onInferredParameter(node))) {
        for (const declaration of declarationsOf(node)) enqueue(unitOf(declaration));
      }
    }
    // `lifecycle[action](…)` with `action` one of some names: each of those methods.
    if (ts.isElementAccessExpression(node)) {
      const key = checker.getTypeAtLocation(node.argumentExpression);
      const target = checker.getTypeAtLocation(node.expression);
      for (const part of key.isUnion() ? key.types : [key]) {
        if (!part.isStringLiteral()) continue;
        for (const declaration of target.getProperty(part.value)?.declarations ?? [])
          enqueue(unitOf(declaration));
      }
    }
    ts.forEachChild(node, visit);
  };

  for (const root of ROOTS) {
    const file = program.getSourceFile(path.join(srcRoot, root));
    if (!file) throw new Error(`commerce source not found: ${root}`);
    for (const statement of file.statements) enqueue(statement);
  }
  while (queue.length) visit(queue.shift() as ts.Node);
  resolvePending();
  const seen = new Set<string>();
  const unique = templates.filter((t) => {
    const key = `${t.file}:${t.line}:${t.text}`;
    return !seen.has(key) && seen.add(key) !== undefined;
  });
  return { templates: unique, dynamic };
}
