/** Page and size of a paged list; the server's defaults apply to what is left out. */
export type PageParams = { page?: number; limit?: number };

/** One page of a list, with the total over all pages. */
export type PagedItemsDto<Item> = { items: Item[]; total: number; page: number; limit: number };
