export type AssistantLink = {readonly label: string; readonly href: string};

/** The prompt sent to an assistant: it names the Markdown copy's URL. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} and help me with my questions about it.`;
}

/** Links that open the page in common AI assistants, prompt prefilled. */
export function assistantLinks(markdownUrl: string): AssistantLink[] {
  const q = encodeURIComponent(assistantPrompt(markdownUrl));
  return [
    {label: 'Open in ChatGPT', href: `https://chatgpt.com/?q=${q}`},
    {label: 'Open in Claude', href: `https://claude.ai/new?q=${q}`},
    {
      label: 'Open in Perplexity',
      href: `https://www.perplexity.ai/search?q=${q}`,
    },
  ];
}
