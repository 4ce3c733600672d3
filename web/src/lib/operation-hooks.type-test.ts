// Type test, checked by `npm run typecheck` (tsc) and never run: the generated hooks give exactly the types Apollo's
// own hooks give for the same document (Apollo's option-inferring "modern" signatures, whose results are at least as
// precise as the classic ones pages used before, and assignable to them), and every `@ts-expect-error` line below is
// a mistake that must not compile. When an Apollo release changes its hook types, this file fails first.
import { skipToken, type useLazyQuery, type useMutation, type useQuery, type useSuspenseQuery } from '@apollo/client/react';
import { useQuery as useClassicQuery } from '@apollo/client/react';
import { ChapterPageDocument, ClassCardsDocument, SearchResultsDocument, UpdateProfileUsernameDocument, type Rulebook } from '../gql/graphql.ts';
import { useChapterPageQuery, useClassCardsQuery, useSearchResultsQuery, useUpdateProfileUsernameMutation } from '../gql/hooks.ts';
import { lazyQueryHook, suspenseQueryHook } from './operation-hooks.ts';

/** True only when A and B are the same type (not merely assignable). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <T extends true>(): void => undefined;

// Apollo's hooks called directly with the document, in the signature style the generated hooks follow.
declare const apolloQuery: useQuery.Signatures.Modern;
declare const apolloLazyQuery: useLazyQuery.Signatures.Modern;
declare const apolloSuspenseQuery: useSuspenseQuery.Signatures.Modern;
declare const apolloMutation: useMutation.Signatures.Modern;
declare const flag: boolean;
declare const text: string;
declare const book: Rulebook;
/** Options held in a variable, with no literal in them. */
const byName = { variables: { book, name: text } };

// The lazy and suspense forms are generated only where the app uses them; their binders are checked here directly.
const useChapterPageLazyQuery = lazyQueryHook(ChapterPageDocument);
const useChapterPageSuspenseQuery = suspenseQueryHook(ChapterPageDocument);
const useClassCardsSuspenseQuery = suspenseQueryHook(ClassCardsDocument);

export function queryTypes(): void {
  // Required variables.
  const chapter = useChapterPageQuery({ variables: { book: 'PHB', name: 'Combat' } });
  same<Equal<typeof chapter, ReturnType<typeof apolloQueryChapter>>>();
  function apolloQueryChapter() {
    return apolloQuery(ChapterPageDocument, { variables: { book: 'PHB', name: 'Combat' } });
  }
  // Options holding no literal at all (a page's `{ variables: { name } }`): the case that needs TOptions inferred from
  // the options as given (see operation-hooks.ts); it once added partial data to the result.
  const named = useChapterPageQuery({ variables: { book, name: text } });
  same<Equal<typeof named, ReturnType<typeof apolloQueryNamed>>>();
  function apolloQueryNamed() {
    return apolloQuery(ChapterPageDocument, { variables: { book, name: text } });
  }
  const held = useChapterPageQuery(byName);
  same<Equal<typeof held, ReturnType<typeof apolloQueryHeld>>>();
  function apolloQueryHeld() {
    return apolloQuery(ChapterPageDocument, byName);
  }
  same<Equal<typeof named.dataState, 'empty' | 'complete' | 'streaming'>>();
  // No variables, no options.
  const classes = useClassCardsQuery();
  same<Equal<typeof classes, ReturnType<typeof apolloQueryClasses>>>();
  function apolloQueryClasses() {
    return apolloQuery(ClassCardsDocument);
  }
  // Options that change the result: skip, partial data, an error policy, skipToken.
  const skipped = useClassCardsQuery({ fetchPolicy: 'no-cache', skip: flag });
  same<Equal<typeof skipped, ReturnType<typeof apolloQuerySkipped>>>();
  function apolloQuerySkipped() {
    return apolloQuery(ClassCardsDocument, { fetchPolicy: 'no-cache', skip: flag });
  }
  const partial = useClassCardsQuery({ returnPartialData: true, errorPolicy: 'all' });
  same<Equal<typeof partial, ReturnType<typeof apolloQueryPartial>>>();
  function apolloQueryPartial() {
    return apolloQuery(ClassCardsDocument, { returnPartialData: true, errorPolicy: 'all' });
  }
  const maybe = useSearchResultsQuery(flag ? { variables: { text: 'blaster' } } : skipToken);
  same<Equal<typeof maybe, ReturnType<typeof apolloQueryMaybe>>>();
  function apolloQueryMaybe() {
    return apolloQuery(SearchResultsDocument, flag ? { variables: { text: 'blaster' } } : skipToken);
  }
  const never = useChapterPageQuery(skipToken);
  same<Equal<typeof never, ReturnType<typeof apolloQueryNever>>>();
  function apolloQueryNever() {
    return apolloQuery(ChapterPageDocument, skipToken);
  }
  // What pages were typed against before (Apollo's classic signatures) still holds.
  const classic: ReturnType<typeof classicChapter> = chapter;
  function classicChapter() {
    return useClassicQuery(ChapterPageDocument, { variables: { book: 'PHB', name: 'Combat' } });
  }

  // `data` is narrowed by `dataState`.
  if (chapter.dataState === 'complete') {
    const name: string | undefined = chapter.data.chapter?.chapterName;
    void name;
  }
  // @ts-expect-error before the data is complete it may be missing
  void chapter.data.chapter;
  if (partial.dataState === 'partial') {
    // @ts-expect-error partial data may lack any field
    const list: unknown[] = partial.data.classes;
    void list;
  }

  // Typed refetch and fetchMore.
  void chapter.refetch({ book: 'SOTG', name: 'Combat' });
  // @ts-expect-error refetch takes the operation's own variables
  void chapter.refetch({ book: 'SOTG', chapter: 'Combat' });
  void chapter.fetchMore({ variables: { name: 'Conditions' } }).then(({ data }) => data?.chapter?.contentMarkdown);
  // @ts-expect-error fetchMore's variables are the operation's own
  void chapter.fetchMore({ variables: { page: 2 } });

  // Wrong variables do not compile.
  // @ts-expect-error a required variable is missing
  useChapterPageQuery({ variables: { book: 'PHB' } });
  // @ts-expect-error the variables are required, so the options are too
  useChapterPageQuery();
  // @ts-expect-error a variable of the wrong type
  useChapterPageQuery({ variables: { book: 'PHB', name: 3 } });
  // @ts-expect-error a value outside the enum
  useChapterPageQuery({ variables: { book: 'NOT_A_BOOK', name: 'Combat' } });
  // @ts-expect-error a variable the operation does not declare
  useChapterPageQuery({ variables: { book: 'PHB', name: 'Combat', page: 2 } });
  // @ts-expect-error an option Apollo does not know
  useClassCardsQuery({ fetchPolicyy: 'no-cache' });

  // The equality above can fail: two different results are not the same type.
  // @ts-expect-error a chapter's result is not a class list's
  same<Equal<typeof chapter, typeof classes>>();
  void classic;
  void never;
}

export function otherForms(): void {
  const saveTuple = useUpdateProfileUsernameMutation({ fetchPolicy: 'no-cache' });
  same<Equal<typeof saveTuple, ReturnType<typeof apolloMutationSave>>>();
  const [save] = saveTuple;
  function apolloMutationSave() {
    return apolloMutation(UpdateProfileUsernameDocument, { fetchPolicy: 'no-cache' });
  }
  void save({ variables: { username: 'Rey' } }).then(({ data }) => data?.updateUsername.username);
  // @ts-expect-error the mutation's variable is required when none was given to the hook
  void save();
  // @ts-expect-error a variable of the wrong type
  void save({ variables: { username: 7 } });
  // Variables given to the hook become optional when it runs.
  const [savePreset] = useUpdateProfileUsernameMutation({ variables: { username: 'Rey' }, errorPolicy: 'all' });
  same<Equal<typeof savePreset, ReturnType<typeof apolloMutationPreset>[0]>>();
  function apolloMutationPreset() {
    return apolloMutation(UpdateProfileUsernameDocument, { variables: { username: 'Rey' }, errorPolicy: 'all' });
  }
  void savePreset();
  const renameTo = { variables: { username: text } };
  const renaming = useUpdateProfileUsernameMutation(renameTo);
  same<Equal<typeof renaming, ReturnType<typeof apolloMutationRenaming>>>();
  function apolloMutationRenaming() {
    return apolloMutation(UpdateProfileUsernameDocument, renameTo);
  }
  // @ts-expect-error an option Apollo's useMutation does not know
  useUpdateProfileUsernameMutation({ refetchQuery: [] });

  const lazy = useChapterPageLazyQuery({ fetchPolicy: 'network-only' });
  same<Equal<typeof lazy, ReturnType<typeof apolloLazy>>>();
  function apolloLazy() {
    return apolloLazyQuery(ChapterPageDocument, { fetchPolicy: 'network-only' });
  }
  const polled = useChapterPageLazyQuery({ pollInterval: Number(text) });
  same<Equal<typeof polled, ReturnType<typeof apolloLazyPolled>>>();
  function apolloLazyPolled() {
    return apolloLazyQuery(ChapterPageDocument, { pollInterval: Number(text) });
  }
  const [run] = lazy;
  void run({ variables: { book: 'PHB', name: 'Combat' } });
  // @ts-expect-error running a lazy query needs its required variables
  void run();

  const suspended = useChapterPageSuspenseQuery({ variables: { book: 'PHB', name: 'Combat' } });
  same<Equal<typeof suspended, ReturnType<typeof apolloSuspense>>>();
  function apolloSuspense() {
    return apolloSuspenseQuery(ChapterPageDocument, { variables: { book: 'PHB', name: 'Combat' } });
  }
  const suspendedHeld = useChapterPageSuspenseQuery(flag ? byName : skipToken);
  same<Equal<typeof suspendedHeld, ReturnType<typeof apolloSuspenseHeld>>>();
  function apolloSuspenseHeld() {
    return apolloSuspenseQuery(ChapterPageDocument, flag ? byName : skipToken);
  }
  // A suspense query without skipping has its data (complete or streaming), never nothing.
  const chapterName: string | undefined = suspended.data.chapter?.chapterName;
  const allClasses = useClassCardsSuspenseQuery();
  same<Equal<typeof allClasses, ReturnType<typeof apolloSuspenseClasses>>>();
  function apolloSuspenseClasses() {
    return apolloSuspenseQuery(ClassCardsDocument);
  }
  // @ts-expect-error the suspense form needs the required variables too
  useChapterPageSuspenseQuery({ variables: { name: 'Combat' } });
  void chapterName;
}
