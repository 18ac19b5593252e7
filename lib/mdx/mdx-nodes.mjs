// MDX syntax-tree nodes that the site's remark plugins insert. Plain JavaScript: next.config.mjs loads them.

/** An MDX attribute value expression holding exactly `value`. */
export function stringExpression(value) {
  const literal = { type: 'Literal', value, raw: JSON.stringify(value) }
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: JSON.stringify(value),
    data: { estree: { type: 'Program', sourceType: 'module', comments: [], body: [{ type: 'ExpressionStatement', expression: literal }] } }
  }
}

/** `import { name } from 'source'` as an MDX ESM node. */
export function namedImport(name, source) {
  const specifier = { type: 'ImportSpecifier', imported: { type: 'Identifier', name }, local: { type: 'Identifier', name } }
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [specifier],
    source: { type: 'Literal', value: source, raw: JSON.stringify(source) }
  }
  return {
    type: 'mdxjsEsm',
    value: `import { ${name} } from ${JSON.stringify(source)}`,
    data: { estree: { type: 'Program', sourceType: 'module', comments: [], body: [declaration] } }
  }
}
