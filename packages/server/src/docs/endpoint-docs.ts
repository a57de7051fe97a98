import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The contract's sources: endpoint descriptions are their doc comments, so no bundle ships them as strings. */
const CONTRACT_DIR = fileURLToPath(new URL('../../../core/src/contract/', import.meta.url));

function docOf(node: ts.Node): string | undefined {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const text = docs.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' ');
  return text.trim() || undefined;
}

/** Calls that declare an endpoint: `endpoint({...})`, or a group's own helper named `...Call` that wraps it. */
const DECLARES_ENDPOINT = /^(endpoint|\w+Call)$/;

/**
 * The doc comment of every `name: endpoint({...})` (or `name: someCall(...)`) of the contract's groups, keyed
 * `group.name`.
 */
export function endpointDocs(dir = CONTRACT_DIR): Map<string, string> {
  const docs = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test'))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(`${dir}${file}`, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const group = declaration.name.getText(source);
        const init = declaration.initializer;
        if (!init || !ts.isObjectLiteralExpression(init)) continue;
        for (const property of init.properties) {
          if (!ts.isPropertyAssignment(property) || !ts.isCallExpression(property.initializer)) continue;
          if (!DECLARES_ENDPOINT.test(property.initializer.expression.getText(source))) continue;
          const doc = docOf(property);
          if (doc) docs.set(`${group}.${property.name.getText(source)}`, doc);
        }
      }
    }
  }
  return docs;
}
