// What an Astro action answered, read as the browser's actions client reads it: an error as JSON, data
// in devalue's flat form (an array whose first entry is the value, its objects and arrays pointing at
// other entries by index). Reads plain data only (objects, arrays, strings, numbers, booleans, null).
export type ActionAnswer = { status: number; data?: unknown; error?: { code: string; message: string } };

function fromDevalue(text: string): unknown {
  const entries = JSON.parse(text) as unknown[];
  const at = (index: number): unknown => {
    if (index === -1) return undefined;
    const entry = entries[index];
    if (Array.isArray(entry)) {
      if (typeof entry[0] === 'string') throw new Error(`devalue type ${entry[0]} is not read here`);
      return entry.map((item) => at(item as number));
    }
    if (entry && typeof entry === 'object') return Object.fromEntries(Object.entries(entry).map(([key, item]) => [key, at(item as number)]));
    return entry;
  };
  return at(0);
}

export async function readActionAnswer(response: Response): Promise<ActionAnswer> {
  const text = await response.text();
  if (!response.ok) return { status: response.status, error: JSON.parse(text) as { code: string; message: string } };
  return { status: response.status, data: text ? fromDevalue(text) : undefined };
}
