/**
 * The widget elements as their declarations say they are: the `defineWidgetElement` call of each package's
 * `src/element.ts` read with TypeScript's checker (its tag, attributes, events and parts), the JSDoc and types of the
 * props it names, what every widget element takes (`WidgetElementAttributes`, `WidgetSessionEvents`), and the
 * `--fk-*` properties its stylesheets read. `custom-elements.ts` writes the manifests and docs from them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { eventNameOf } from '../packages/ui/src/element/event-name';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The packages whose `src/element.ts` defines a widget element. */
export const ELEMENT_PACKAGES = [
  'chat-widget',
  'notes-widget',
  'sms-log',
  'job-email',
  'video-call',
] as const;
const WIDGET_ELEMENT = `${root}packages/ui/src/element/defineWidgetElement.tsx`;

interface Described {
  name: string;
  description: string;
}
interface Attribute extends Described {
  fieldName: string;
  type: { text: string };
}
interface ElementEvent extends Described {
  type: { text: string };
}
/** One element as the manifest declares it. */
export interface ElementDeclaration {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  description: string;
  attributes: Attribute[];
  members: Array<Described & { kind: 'field'; type: { text: string } }>;
  events: ElementEvent[];
  cssParts: Described[];
  cssProperties: Described[];
}

const program = ts.createProgram(
  [...ELEMENT_PACKAGES.map((folder) => `${root}packages/${folder}/src/element.ts`), WIDGET_ELEMENT],
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
  },
);
const checker = program.getTypeChecker();

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const docOf = (symbol: ts.Symbol) =>
  oneLine(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
const typeText = (type: ts.Type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);

function sourceOf(path: string): ts.SourceFile {
  const source = program.getSourceFile(path);
  if (!source) throw new Error(`${path} is not in the program`);
  return source;
}

/** The properties of an interface of the ui's element module, with their docs and types. */
function interfaceMembers(name: string): Array<{ name: string; description: string; type: string }> {
  const source = sourceOf(WIDGET_ELEMENT);
  const found = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  );
  if (!found) throw new Error(`${name} is not in ${WIDGET_ELEMENT}`);
  return checker
    .getTypeAtLocation(found)
    .getProperties()
    .map((property) => {
      const type = checker.getTypeOfSymbolAtLocation(property, found);
      return {
        name: property.name,
        description: docOf(property),
        type: typeText(checker.getNonNullableType(type)),
      };
    });
}

/** The string a tag expression stands for: a literal, or a const of the same file holding one. */
function stringOf(expression: ts.Expression, source: ts.SourceFile): string {
  if (ts.isStringLiteral(expression)) return expression.text;
  if (ts.isIdentifier(expression))
    for (const statement of source.statements)
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (
            ts.isIdentifier(declaration.name) &&
            declaration.name.text === expression.text &&
            declaration.initializer
          )
            return stringOf(declaration.initializer, source);
  throw new Error(`${expression.getText(source)} is not a string this script can read`);
}

function propertyOf(options: ts.ObjectLiteralExpression, name: string): ts.Expression {
  for (const property of options.properties)
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) return property.initializer;
  throw new Error(`the declaration names no ${name}`);
}

const keyOf = (name: ts.PropertyName) => (ts.isStringLiteral(name) || ts.isIdentifier(name) ? name.text : '');

/** The `defineWidgetElement(…)` call of an element module, and the name it is exported as. */
function definitionOf(source: ts.SourceFile): { name: ts.Identifier; call: ts.CallExpression } {
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const call = declaration.initializer;
        if (
          call &&
          ts.isCallExpression(call) &&
          call.expression.getText(source) === 'defineWidgetElement' &&
          ts.isIdentifier(declaration.name)
        )
          return { name: declaration.name, call };
      }
  throw new Error(`${source.fileName} has no defineWidgetElement call`);
}

/** The first comment of a module, which says what it is. */
function moduleDoc(source: ts.SourceFile): string {
  const [first] = ts.getLeadingCommentRanges(source.text, 0) ?? [];
  if (!first) return '';
  return oneLine(
    source.text
      .slice(first.pos, first.end)
      .replace(/^\/\*\*|\*\/$/g, '')
      .replace(/^\s*\* ?/gm, ''),
  );
}

/** The `--fk-*` properties a stylesheet reads, in the order it first reads them. */
function propertiesRead(css: string): string[] {
  return [...new Set([...css.matchAll(/var\((--fk-[a-z0-9-]+)/g)].map((match) => match[1] as string))];
}

/** The `--fk-*` properties a stylesheet sets (its own, beside the theme's tokens). */
function propertiesSet(css: string): Set<string> {
  return new Set([...css.matchAll(/(--fk-[a-z0-9-]+)\s*:/g)].map((match) => match[1] as string));
}

const uiCss = readFileSync(`${root}packages/ui/src/styles.css`, 'utf8');
/** The theme's tokens: the `--fk-*` properties ui's stylesheet sets. */
export const themeTokens = propertiesSet(uiCss);

/** One package's element, read from its declaration. */
export function declarationOf(folder: (typeof ELEMENT_PACKAGES)[number]): ElementDeclaration {
  const source = sourceOf(`${root}packages/${folder}/src/element.ts`);
  const { name, call } = definitionOf(source);
  const [tagArgument, component, options] = call.arguments;
  if (!tagArgument || !component || !options || !ts.isObjectLiteralExpression(options))
    throw new Error(`${source.fileName}: defineWidgetElement(tag, Component, options) expected`);
  const tagName = stringOf(tagArgument, source);
  // The component's props: their docs and types.
  const componentType = checker.getTypeAtLocation(component);
  const propsType = componentType.getCallSignatures()[0]?.getParameters()[0];
  if (!propsType) throw new Error(`${source.fileName}: the component takes no props`);
  const props = checker.getTypeOfSymbolAtLocation(propsType, component);
  const prop = (key: string) => {
    const symbol = props.getProperty(key);
    if (!symbol) throw new Error(`${tagName}: the props have no ${key}`);
    return { symbol, type: checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, component)) };
  };
  const declared = propertyOf(options, 'props');
  const events = propertyOf(options, 'events');
  const parts = propertyOf(options, 'parts');
  if (!ts.isObjectLiteralExpression(declared) || !ts.isArrayLiteralExpression(events))
    throw new Error(`${tagName}: props as an object and events as an array expected`);
  if (!ts.isObjectLiteralExpression(parts)) throw new Error(`${tagName}: parts as an object expected`);
  const common = interfaceMembers('WidgetElementAttributes');
  const attributes: Attribute[] = [
    ...declared.properties.map((property) => {
      const key = keyOf(property.name as ts.PropertyName);
      const { symbol, type } = prop(key);
      return { name: kebab(key), fieldName: key, type: { text: typeText(type) }, description: docOf(symbol) };
    }),
    ...common
      .filter((member) => member.name !== 'tokenProvider')
      .map((member) => ({
        name: kebab(member.name),
        fieldName: member.name,
        type: { text: member.type },
        description: member.description,
      })),
  ];
  const provider = common.find((member) => member.name === 'tokenProvider');
  const own: ElementEvent[] = events.elements.map((element) => {
    const key = stringOf(element, source);
    const { symbol, type } = prop(key);
    const detail = type.getCallSignatures()[0]?.getParameters()[0];
    return {
      name: eventNameOf(key),
      type: {
        text: `CustomEvent<${detail ? typeText(checker.getTypeOfSymbolAtLocation(detail, component)) : 'void'}>`,
      },
      description: docOf(symbol),
    };
  });
  const session = interfaceMembers('WidgetSessionEvents').map((member) => ({
    name: member.name,
    type: { text: `CustomEvent<${member.type}>` },
    description: member.description,
  }));
  const css = readFileSync(`${root}packages/${folder}/src/styles.css`, 'utf8');
  const widgetOwn = propertiesSet(css);
  const read = [...new Set([...propertiesRead(uiCss), ...propertiesRead(css)])].filter(
    (property) => themeTokens.has(property) || widgetOwn.has(property),
  );
  return {
    kind: 'class',
    customElement: true,
    name: name.text,
    tagName,
    description: moduleDoc(source),
    attributes,
    members: provider
      ? [
          {
            kind: 'field',
            name: provider.name,
            type: { text: provider.type },
            description: provider.description,
          },
        ]
      : [],
    events: [...own, ...session],
    cssParts: parts.properties.map((property) => {
      if (!ts.isPropertyAssignment(property) || !ts.isStringLiteralLike(property.initializer))
        throw new Error(`${tagName}: each part's description is a string`);
      return { name: keyOf(property.name), description: property.initializer.text };
    }),
    cssProperties: read.map((property) => ({
      name: property,
      description: widgetOwn.has(property) ? `${tagName}'s own` : "a theme token of @fieldkit/ui's styles",
    })),
  };
}
