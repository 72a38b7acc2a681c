import {closestName} from './didYouMean';

/**
 * Turns schema findings into messages a writer can act on: each names the
 * file, the front matter field, what is wrong and what to do. Framework-free:
 * a finding has the shape of a Joi error detail, so the plugins pass Joi's
 * details as they are.
 */

/** One finding of a schema validation (the shape of a Joi error detail). */
export type SchemaIssue = {
  /** Joi's error type, for example `string.base` or `object.unknown`. */
  readonly type: string;
  /** Where in the front matter: the field, then list indexes or sub-keys. */
  readonly path: readonly (string | number)[];
  /** Joi's own message, used when the type has no wording of its own. */
  readonly message: string;
  readonly context?: {
    readonly value?: unknown;
    readonly limit?: unknown;
    readonly types?: readonly string[];
    readonly valids?: readonly unknown[];
  };
};

export type MessageContext = {
  /** The file, relative to the site directory (`docs/intro.mdx`). */
  readonly file: string;
  /** Every field the schema knows, for "did you mean". */
  readonly knownFields: readonly string[];
  /** Per field, what a writer should put there (completes "Add ..."). */
  readonly help?: Readonly<Record<string, string>>;
  /** The module that declares the fields, for a field the site adds. */
  readonly schemaFile: string;
};

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'string.base': 'a string',
  'number.base': 'a number',
  'boolean.base': 'true or false',
  'array.base': 'a list',
  'object.base': 'a mapping of keys to values',
  'date.base': 'a date (YYYY-MM-DD)',
};

const LIST_TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'a string',
  array: 'a list',
  number: 'a number',
  boolean: 'true or false',
  object: 'a mapping',
};

/** A short description of a YAML value: `number 5`, `string "x"`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) {
    return 'nothing';
  }
  if (value instanceof Date) {
    return `date ${value.toISOString().slice(0, 10)}`;
  }
  if (Array.isArray(value)) {
    return `a list of ${value.length}`;
  }
  if (typeof value === 'object') {
    return 'a mapping';
  }
  const text =
    typeof value === 'string' ? JSON.stringify(value) : String(value);
  return `${typeof value} ${text.length > 40 ? `${text.slice(0, 37)}...` : text}`;
}

function fieldLabel(path: readonly (string | number)[]): string {
  const [field, ...rest] = path;
  const where = rest
    .map((part) => (typeof part === 'number' ? `item ${part + 1}` : part))
    .join(', ');
  return `front matter field "${String(field)}"${where ? ` (${where})` : ''}`;
}

function whatToWrite(field: string, context: MessageContext): string {
  const help = context.help?.[field];
  return help ? `Write ${help}.` : 'Fix the value.';
}

/** What to do about a value of the wrong type. */
function typeFix(issue: SchemaIssue, context: MessageContext): string {
  const field = String(issue.path[0] ?? '');
  const value = issue.context?.value;
  const yamlTyped =
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date;
  if (issue.type === 'string.base' && yamlTyped) {
    const text =
      value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
    const example =
      issue.path.length === 1 ? `${field}: "${text}"` : `"${text}"`;
    return `YAML reads an unquoted ${value instanceof Date ? 'date' : typeof value} as one: put the value in quotes (${example}).`;
  }
  if (
    (issue.type === 'number.base' || issue.type === 'boolean.base') &&
    typeof value === 'string'
  ) {
    return 'Remove the quotes around the value.';
  }
  return whatToWrite(field, context);
}

/** One message for one finding: file, field, problem, what to do. */
export function describeIssue(
  issue: SchemaIssue,
  context: MessageContext,
): string {
  const field = String(issue.path[0] ?? '');
  const label = `${context.file}: ${fieldLabel(issue.path)}`;
  const value = issue.context?.value;
  if (issue.type === 'object.unknown') {
    const suggestion =
      issue.path.length === 1
        ? closestName(field, context.knownFields)
        : undefined;
    return suggestion
      ? `${label} is unknown: did you mean "${suggestion}"? Rename it to "${suggestion}".`
      : `${label} is unknown. Remove it, or declare it in ${context.schemaFile} if the site reads it. Known fields: ${context.knownFields.join(', ')}.`;
  }
  const empty =
    issue.type === 'string.empty' ||
    (issue.type === 'array.min' && issue.context?.limit === 1);
  if (issue.type === 'any.required' || empty) {
    const help = context.help?.[field];
    return `${label} is missing${empty ? ' (empty)' : ''}. Add ${help ?? 'it'}.`;
  }
  if (issue.type === 'string.max') {
    const length = typeof value === 'string' ? value.length : '?';
    return `${label} is ${length} characters long; at most ${String(issue.context?.limit)} are allowed. Shorten it.`;
  }
  const expected = TYPE_NAMES[issue.type];
  if (expected) {
    return `${label} must be ${expected}, got ${describeValue(value)}. ${typeFix(issue, context)}`;
  }
  if (issue.type === 'alternatives.types' && issue.context?.types) {
    const names = issue.context.types.map(
      (type) => LIST_TYPE_NAMES[type] ?? type,
    );
    return `${label} must be ${names.join(' or ')}, got ${describeValue(value)}. ${whatToWrite(field, context)}`;
  }
  if (issue.type === 'any.only' && issue.context?.valids) {
    return `${label} must be ${issue.context.valids.map(String).join(' or ')}, got ${describeValue(value)}. ${whatToWrite(field, context)}`;
  }
  // Joi's message starts with the quoted label: keep what follows it.
  const detail = issue.message.replace(/^"[^"]*"\s*/, '');
  return `${label} ${detail}. ${whatToWrite(field, context)}`;
}

/**
 * What the helpers below need of a front matter schema: the `validate` and
 * `describe` of a Joi object schema.
 */
export type FrontMatterSchema = {
  validate(
    value: unknown,
    options: {abortEarly: boolean; convert: boolean},
  ): {error?: {details: readonly SchemaIssue[]}};
  describe(): unknown;
};

/** Every field an object schema declares (the `knownFields` of a message). */
export function schemaFields(schema: FrontMatterSchema): string[] {
  return Object.keys(
    (schema.describe() as {keys: Record<string, unknown>}).keys,
  );
}

/**
 * Validates front matter as YAML wrote it and describes every finding, not
 * only the first. Nothing is converted: a schema that turns a number into a
 * string (`title: 5` becomes "5") would hide a value YAML did not read as
 * the writer meant.
 */
export function findSchemaProblems(
  schema: FrontMatterSchema,
  frontMatter: unknown,
  context: MessageContext,
): string[] {
  const {error} = schema.validate(frontMatter, {
    abortEarly: false,
    convert: false,
  });
  return (error?.details ?? []).map((issue) => describeIssue(issue, context));
}

/** The message for a page whose body is too short to publish. */
export function stubMessage(file: string, words: number, min: number): string {
  return `${file}: the body has ${words} word${words === 1 ? '' : 's'} of prose, fewer than the ${min} a page needs. Write the page out, or merge its content into a related page.`;
}

/** One error for every problem found in one plugin's content. */
export function problemsError(
  heading: string,
  problems: readonly string[],
): Error {
  return new Error(
    `${heading} (${problems.length} problem${
      problems.length === 1 ? '' : 's'
    }):\n- ${problems.join('\n- ')}`,
  );
}
