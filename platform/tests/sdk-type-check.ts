// Checks a JSON value against a TypeScript type at run time, with the type checker itself: the
// types are those a `.ts` file exports (e.g. sdk-account-shapes.ts, written with Heseya's SDK
// types), so a contract test holds the embedded platform's answers to a client's own declarations
// without copying them into a second schema language. Extra fields are allowed (clients ignore
// them); a missing required field, a wrong primitive, a value outside a literal union or an
// unexpected null is reported with its path.
import ts from 'typescript';

export type TypeProblems = string[];

export interface TypeChecker {
  /** Every way `value` fails the type exported as `name` (empty when it fits). */
  problems(value: unknown, name: string): TypeProblems;
}

const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value;

export function createTypeChecker(file: string): TypeChecker {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ESNext,
    allowImportingTsExtensions: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not part of its own program`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const exported = new Map((moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []).map((s) => [s.name, s]));

  function check(value: unknown, type: ts.Type, path: string, out: TypeProblems): void {
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return;
    if (type.isUnion()) {
      let best: TypeProblems | undefined;
      for (const member of type.types) {
        const attempt: TypeProblems = [];
        check(value, member, path, attempt);
        if (attempt.length === 0) return;
        if (!best || attempt.length < best.length) best = attempt;
      }
      // For a union of objects the closest member's problems say the most; for primitives, the union itself.
      if (best && typeof value === 'object' && value !== null && best.every((p) => p.startsWith(`${path}.`) || p.startsWith(`${path}[`))) out.push(...best);
      else out.push(`${path || '(root)'}: ${describe(value)} is not ${checker.typeToString(type)}`);
      return;
    }
    if (type.isIntersection()) {
      for (const member of type.types) check(value, member, path, out);
      return;
    }
    const fail = () => out.push(`${path || '(root)'}: ${describe(value)} is not ${checker.typeToString(type)}`);
    if (type.isStringLiteral() || type.isNumberLiteral()) {
      if (value !== type.value) fail();
      return;
    }
    if (f & ts.TypeFlags.BooleanLiteral) {
      if (value !== (checker.typeToString(type) === 'true')) fail();
      return;
    }
    if (f & ts.TypeFlags.String) {
      if (typeof value !== 'string') fail();
      return;
    }
    if (f & ts.TypeFlags.Number) {
      if (typeof value !== 'number') fail();
      return;
    }
    if (f & ts.TypeFlags.Boolean) {
      if (typeof value !== 'boolean') fail();
      return;
    }
    if (f & ts.TypeFlags.Null) {
      if (value !== null) fail();
      return;
    }
    if (f & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) {
      if (value !== undefined) fail();
      return;
    }
    if (checker.isArrayType(type)) {
      if (!Array.isArray(value)) {
        fail();
        return;
      }
      const item = checker.getTypeArguments(type as ts.TypeReference)[0]!;
      value.forEach((entry, i) => {
        check(entry, item, `${path}[${i}]`, out);
      });
      return;
    }
    if (f & ts.TypeFlags.Object) {
      if (type.getCallSignatures().length > 0) return; // methods are not data
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        fail();
        return;
      }
      const record = value as Record<string, unknown>;
      const declared = new Set<string>();
      for (const property of checker.getPropertiesOfType(type)) {
        declared.add(property.name);
        const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
        const at = `${path}.${property.name}`;
        if (!(property.name in record)) {
          if (!optional) out.push(`${at}: missing`);
          continue;
        }
        check(record[property.name], checker.getTypeOfSymbol(property), at, out);
      }
      const index = checker.getIndexInfosOfType(type).find((info) => info.keyType.flags & ts.TypeFlags.String);
      if (index) for (const [key, entry] of Object.entries(record)) if (!declared.has(key)) check(entry, index.type, `${path}.${key}`, out);
      return;
    }
    fail();
  }

  return {
    problems(value, name) {
      const symbol = exported.get(name);
      if (!symbol) throw new Error(`${file} exports no type ${name}`);
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const out: TypeProblems = [];
      check(value, checker.getDeclaredTypeOfSymbol(target), '', out);
      return out;
    },
  };
}
