/**
 * Reads the options, props and parameters of the documented packages from
 * their installed type definitions with the TypeScript compiler API (one
 * program for every entry point, as `scripts/coverage` does).
 */
import ts from 'typescript';
import {mergeByName} from '../../src/lib/mergeByName';
import {COMPILER_OPTIONS, resolveTypes} from '../coverage/exports';

/**
 * - `required`: every member of the type declares it without `?`.
 * - `optional`: declared with `?` (in at least one union member).
 * - `conditional`: a union member lacks it, so whether it is needed depends
 *   on the other options; a table may say Yes or No.
 */
export type Optionality = 'required' | 'optional' | 'conditional';

export type PropertyFact = {
  readonly name: string;
  readonly optionality: Optionality;
  readonly deprecated: boolean;
  /** The JSDoc `@default` text, if any. */
  readonly jsDocDefault: string | null;
  /**
   * Declared by a package outside the toolkit (React's DOM attributes,
   * `children`): accepted when documented, never required.
   */
  readonly foreign: boolean;
};

export type ParameterFact = {
  readonly name: string;
  readonly optional: boolean;
  /** Required where present, but some overloads do without it. */
  readonly conditional?: boolean;
  /** Declared as `{a, b}: T` in the type definitions. */
  readonly destructured: boolean;
  readonly type: ts.Type;
};

/** What an exported name is, as far as the tables care. */
export type Subject =
  | {
      readonly kind: 'function';
      /** Called with `new` (the parameters are the constructor's). */
      readonly isClass: boolean;
      readonly parameters: readonly ParameterFact[];
      readonly typeParameters: readonly {name: string; hasDefault: boolean}[];
      readonly returns: ts.Type;
      /** The type of the value itself (a class's static side). */
      readonly type: ts.Type;
    }
  | {readonly kind: 'component'; readonly props: ts.Type | null}
  | {readonly kind: 'type'; readonly type: ts.Type}
  /** Any other value: a constant, or an object of helpers (`Easing`). */
  | {readonly kind: 'value'; readonly type: ts.Type};

const TOOLKIT_FILE =
  /[\\/]node_modules[\\/](remotion|@remotion[\\/][^\\/]+)[\\/]/;

/** Declared by the toolkit (or by a test fixture outside node_modules). */
function isToolkitDeclaration(declaration: ts.Declaration): boolean {
  const file = declaration.getSourceFile().fileName;
  return TOOLKIT_FILE.test(file) || !/[\\/]node_modules[\\/]/.test(file);
}

/**
 * The parameters of several signatures (overloads, or the functions of one
 * page): optional if optional anywhere, conditional if some lack it.
 */
export function mergeParameters(
  lists: readonly (readonly ParameterFact[])[],
): ParameterFact[] {
  return mergeByName(lists, (known, parameter) => ({
    ...known,
    optional: known.optional || parameter.optional,
  })).map((parameter) =>
    lists.every((list) => list.some((other) => other.name === parameter.name))
      ? parameter
      : {...parameter, conditional: !parameter.optional},
  );
}

export class TypeFacts {
  private readonly checker: ts.TypeChecker;
  private readonly modules = new Map<string, ts.Symbol>();

  constructor(specifiers: readonly string[], fromDir: string) {
    const files = new Map(
      specifiers.map((specifier) => [
        specifier,
        resolveTypes(specifier, fromDir),
      ]),
    );
    const program = ts.createProgram([...files.values()], COMPILER_OPTIONS);
    this.checker = program.getTypeChecker();
    for (const [specifier, file] of files) {
      const source = program.getSourceFile(file);
      const moduleSymbol = source && this.checker.getSymbolAtLocation(source);
      if (!moduleSymbol) {
        throw new Error(`Could not read the module of ${specifier} (${file}).`);
      }
      this.modules.set(specifier, moduleSymbol);
    }
  }

  /**
   * The symbol behind an export of one of `entries`, or behind a member of
   * one (`TransitionSeries.Sequence`).
   */
  findExport(entries: readonly string[], dotted: string): ts.Symbol | null {
    const [head, ...members] = dotted.split('.');
    for (const entry of entries) {
      const moduleSymbol = this.modules.get(entry);
      if (!moduleSymbol) {
        continue;
      }
      let symbol: ts.Symbol | undefined = this.checker
        .getExportsOfModule(moduleSymbol)
        .find((candidate) => candidate.name === head);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) {
        symbol = this.checker.getAliasedSymbol(symbol);
      }
      for (const member of members) {
        if (!symbol) {
          break;
        }
        symbol = this.checker.getTypeOfSymbol(symbol).getProperty(member);
      }
      if (symbol) {
        return symbol;
      }
    }
    return null;
  }

  /** Every entry point in the program. */
  get entries(): string[] {
    return [...this.modules.keys()];
  }

  /**
   * Follows a path from an export: `fillTextBox().add` is the `add` member
   * of what `fillTextBox()` returns. Null when a step does not exist.
   */
  resolvePath(entries: readonly string[], path: string): Subject | null {
    const [first, ...rest] = path.split('.');
    const step = (subject: Subject | null, segment: string) => {
      if (!subject || !segment.endsWith('()')) {
        return subject;
      }
      return subject.kind === 'function'
        ? ({kind: 'type', type: this.returnedObject(subject.returns)} as const)
        : null;
    };
    const head = first!.replace(/\(\)$/, '');
    const symbol = this.findExport(entries, head);
    let subject = step(symbol ? this.describe(symbol) : null, first!);
    for (const segment of rest) {
      const member: Subject | null = subject
        ? this.describeMember(subject, segment.replace(/\(\)$/, ''))
        : null;
      subject = step(member, segment);
    }
    return subject;
  }

  describe(symbol: ts.Symbol): Subject {
    const checker = this.checker;
    if (
      symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface) &&
      !(symbol.flags & ts.SymbolFlags.Value)
    ) {
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      // A function type (`UpdateDefaultPropsFunction`) has parameters.
      return type.getCallSignatures().length > 0
        ? this.describeValue(symbol.name, type, false)
        : {kind: 'type', type};
    }
    return this.describeValue(symbol.name, checker.getTypeOfSymbol(symbol));
  }

  /**
   * A property of a subject's options or props, described as a subject of
   * its own (`calculateMetadata` of `<Composition>` is a function).
   */
  describeMember(subject: Subject, name: string): Subject | null {
    // A function's members are those of its object parameters.
    const holders =
      subject.kind === 'component'
        ? [subject.props]
        : subject.kind === 'function'
          ? subject.parameters.map((parameter) => parameter.type)
          : [subject.type];
    const holder = holders.find(
      (type) =>
        type && this.objectMembers(type).some((m) => m.getProperty(name)),
    );
    if (!holder) {
      return null;
    }
    const member = this.objectMembers(holder)
      .map((type) => type.getProperty(name))
      .find(Boolean);
    if (!member) {
      return null;
    }
    // An array-valued member (`associatedPlaylists`) means its elements.
    const type = this.returnedObject(this.checker.getTypeOfSymbol(member));
    const described = this.describeValue(name, type);
    return described.kind === 'value' ? {kind: 'type', type} : described;
  }

  private describeValue(
    name: string,
    type: ts.Type,
    mayBeComponent = true,
  ): Subject {
    const checker = this.checker;
    // `React.ComponentType<P>` is a union of a class and a function type.
    const members = type.isUnion() ? type.types : [type];
    const calls = members.flatMap((member) => member.getCallSignatures());
    const constructs = members.flatMap((member) =>
      member.getConstructSignatures(),
    );
    const rendersReact = constructs.some(
      (signature) =>
        signature.getReturnType().getProperty('render') !== undefined,
    );
    if (
      mayBeComponent &&
      /^[A-Z]/.test(name) &&
      (calls.length > 0 || rendersReact)
    ) {
      const signature = calls[0] ?? constructs[0]!;
      const first = signature.getParameters()[0];
      return {
        kind: 'component',
        props: first ? checker.getTypeOfSymbol(first) : null,
      };
    }
    const signatures = calls.length > 0 ? calls : constructs;
    if (signatures.length === 0) {
      return {kind: 'value', type};
    }
    // With overloads, the longest signature gives the return and type
    // parameters; the parameters are those of every overload, optional
    // when an overload makes them optional or lacks them.
    const signature = [...signatures].sort(
      (a, b) => b.getParameters().length - a.getParameters().length,
    )[0]!;
    const parameters = mergeParameters(
      signatures.map((overload) =>
        overload.getParameters().flatMap((symbol) => this.parameter(symbol)),
      ),
    );
    const typeParameters = (signature.getTypeParameters() ?? []).map(
      (parameter) => ({
        name: parameter.symbol.name,
        hasDefault: parameter.getDefault() !== undefined,
      }),
    );
    return {
      kind: 'function',
      isClass: calls.length === 0,
      parameters,
      typeParameters,
      returns: signature.getReturnType(),
      type,
    };
  }

  /**
   * One parameter, or for `...args: [options: X] | [a: string, b?: Y]` the
   * elements of the first tuple (the form the docs describe).
   */
  private parameter(parameter: ts.Symbol): ParameterFact[] {
    const checker = this.checker;
    const declaration = parameter.valueDeclaration as
      ts.ParameterDeclaration | undefined;
    const type = checker.getTypeOfSymbol(parameter);
    if (declaration?.dotDotDotToken) {
      const tuple = (type.isUnion() ? type.types : [type]).find((member) =>
        checker.isTupleType(member),
      ) as ts.TypeReference | undefined;
      if (tuple) {
        const target = tuple.target as ts.TupleType;
        return checker.getTypeArguments(tuple).map((element, index) => {
          const label = target.labeledElementDeclarations?.[index];
          return {
            name:
              label && ts.isIdentifier(label.name)
                ? label.name.text
                : `${parameter.name}[${index}]`,
            optional: Boolean(
              target.elementFlags[index]! & ts.ElementFlags.Optional,
            ),
            destructured: false,
            type: element,
          };
        });
      }
    }
    return [
      {
        name: parameter.name,
        optional: declaration
          ? checker.isOptionalParameter(declaration)
          : false,
        destructured: declaration ? !ts.isIdentifier(declaration.name) : false,
        type,
      },
    ];
  }

  /**
   * Whether the type accepts any property: it is, or intersects with, a type
   * the compiler could not resolve (`CanvasProps` of a peer dependency that
   * is not installed).
   */
  isOpen(type: ts.Type): boolean {
    const nonNull = this.checker.getNonNullableType(type);
    const parts = nonNull.isUnionOrIntersection() ? nonNull.types : [nonNull];
    return parts.some(
      (part) =>
        part.flags & ts.TypeFlags.Any ||
        this.checker.getIndexInfoOfType(part, ts.IndexKind.String) !==
          undefined,
    );
  }

  /** Whether the type (without null and undefined) has object members. */
  isObjectLike(type: ts.Type): boolean {
    return this.objectMembers(type).length > 0;
  }

  /**
   * What a return value table describes: the type a promise resolves to,
   * and for an array its elements.
   */
  returnedObject(type: ts.Type): ts.Type {
    const awaited = this.checker.getAwaitedType(type) ?? type;
    const nonNull = this.checker.getNonNullableType(awaited);
    if (this.checker.isArrayType(nonNull)) {
      return this.checker.getTypeArguments(nonNull as ts.TypeReference)[0]!;
    }
    return awaited;
  }

  private objectMembers(type: ts.Type): ts.Type[] {
    const nonNull = this.checker.getNonNullableType(type);
    // A generic option (`fields: F`) is described by its constraint.
    const members = (nonNull.isUnion() ? nonNull.types : [nonNull]).map(
      (member) =>
        member.flags & ts.TypeFlags.TypeParameter
          ? (this.checker.getBaseConstraintOfType(member) ?? member)
          : member,
    );
    return members.filter(
      (member) =>
        (member.flags & ts.TypeFlags.Object ||
          member.flags & ts.TypeFlags.Intersection) &&
        member.getCallSignatures().length === 0 &&
        !this.checker.isArrayType(member) &&
        this.checker.getPropertiesOfType(member).length > 0,
    );
  }

  /**
   * The properties of an object type. Intersections merge their members;
   * a union lists the properties of every object member.
   */
  properties(type: ts.Type): PropertyFact[] {
    const members = this.objectMembers(type);
    const byName = new Map<string, {facts: PropertyFact[]; count: number}>();
    for (const member of members) {
      for (const property of this.checker.getPropertiesOfType(member)) {
        const entry = byName.get(property.name) ?? {facts: [], count: 0};
        entry.facts.push(this.property(property));
        entry.count += 1;
        byName.set(property.name, entry);
      }
    }
    return [...byName.entries()].map(([name, {facts, count}]) => {
      const optional = facts.some((fact) => fact.optionality === 'optional');
      const optionality: Optionality = optional
        ? 'optional'
        : count < members.length
          ? 'conditional'
          : 'required';
      return {
        name,
        optionality,
        deprecated: facts.every((fact) => fact.deprecated),
        jsDocDefault:
          facts.find((fact) => fact.jsDocDefault !== null)?.jsDocDefault ??
          null,
        foreign: facts.every((fact) => fact.foreign),
      };
    });
  }

  private property(symbol: ts.Symbol): PropertyFact {
    const declarations = symbol.getDeclarations() ?? [];
    const foreign =
      declarations.length > 0 &&
      !declarations.some((declaration) => isToolkitDeclaration(declaration));
    // React's DOM attributes number in the hundreds: skip their JSDoc.
    const tags = foreign ? [] : symbol.getJsDocTags(this.checker);
    const defaultTag = tags.find((tag) => tag.name === 'default');
    return {
      name: symbol.name,
      optionality:
        symbol.flags & ts.SymbolFlags.Optional ? 'optional' : 'required',
      deprecated: tags.some((tag) => tag.name === 'deprecated'),
      jsDocDefault: defaultTag
        ? ts.displayPartsToString(defaultTag.text).trim()
        : null,
      foreign,
    };
  }
}
