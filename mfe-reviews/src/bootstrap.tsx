// Standalone entry: the site never loads it; it only proves the remote's modules resolve on their own.
export {};
