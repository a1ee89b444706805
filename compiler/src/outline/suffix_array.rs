//! Repeated substrings of a symbol string: what LLVM's MachineOutliner reads off its suffix
//! tree, computed from a suffix array and its LCP array.
//!
//! Contract:
//! - Input: any string of `u32` symbols (the outliner's mapping makes every illegal
//!   instruction and every block end a symbol that occurs once, so no repeat spans them).
//! - Output: one [`Repeat`] per internal node of the string's suffix tree whose string depth
//!   is at least `min_len`: its length and the start of every occurrence. With
//!   `leaf_descendants` (LLVM's `outliner-leaf-descendants`, default true) the occurrences are
//!   all the leaves below the node; without, only the node's direct leaf children (LLVM's
//!   behaviour before that option).
//! - Not done here: removing overlapping occurrences, legality, cost (`candidates.rs`).
//!
//! Why not Ukkonen's tree: the internal nodes of a suffix tree are exactly the LCP intervals
//! of the suffix array (Abouelhoda, Kurtz and Ohlebusch, 2004), the leaves below a node are a
//! contiguous range of the array, and its direct leaves are that range minus its child
//! intervals. So the two find the same repeats (tested against a brute-force enumeration of
//! right-branching substrings below); the array needs three `u32` arrays instead of a node
//! graph, and is built by prefix doubling with radix sorts (O(n log n)).

/// A repeated substring: `len` symbols, starting at each of `starts` (ascending).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Repeat {
    /// Its length.
    pub len: usize,
    /// Where each occurrence starts, ascending.
    pub starts: Vec<usize>,
}

/// The suffix array of `s`: the start of every suffix, in lexicographic order (a shorter
/// suffix that is a prefix of a longer one comes first).
pub fn suffix_array(s: &[u32]) -> Vec<u32> {
    let n = s.len();
    if n == 0 {
        return Vec::new();
    }
    // Ranks start as the symbols, compressed to 1..=k (0 means "past the end").
    let mut sorted: Vec<u32> = s.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let mut rank: Vec<u32> = s
        .iter()
        .map(|c| sorted.binary_search(c).expect("present") as u32 + 1)
        .collect();
    let mut sa: Vec<u32> = (0..n as u32).collect();
    let mut tmp = vec![0u32; n];
    let mut buf = vec![0u32; n];
    let mut k = 1usize;
    let mut classes = sorted.len() as u32;
    // First sort by the first symbol.
    counting_sort(&mut sa, &mut buf, |i| rank[i as usize], classes);
    loop {
        // Sort by (rank[i], rank[i + k]): radix, second key first.
        let second = |i: u32| {
            let j = i as usize + k;
            if j < n { rank[j] } else { 0 }
        };
        counting_sort(&mut sa, &mut buf, second, classes);
        counting_sort(&mut sa, &mut buf, |i| rank[i as usize], classes);
        // New ranks.
        tmp[sa[0] as usize] = 1;
        let mut r = 1u32;
        for w in 1..n {
            let (a, b) = (sa[w - 1], sa[w]);
            if rank[a as usize] != rank[b as usize] || second(a) != second(b) {
                r += 1;
            }
            tmp[b as usize] = r;
        }
        std::mem::swap(&mut rank, &mut tmp);
        classes = r;
        if r as usize == n {
            break;
        }
        k *= 2;
        if k >= n {
            break;
        }
    }
    sa
}

/// A stable counting sort of `sa` by `key` (keys in `0..=max`).
fn counting_sort(sa: &mut [u32], buf: &mut [u32], key: impl Fn(u32) -> u32, max: u32) {
    let mut count = vec![0u32; max as usize + 2];
    for &i in sa.iter() {
        count[key(i) as usize + 1] += 1;
    }
    for c in 1..count.len() {
        count[c] += count[c - 1];
    }
    for &i in sa.iter() {
        let c = &mut count[key(i) as usize];
        buf[*c as usize] = i;
        *c += 1;
    }
    sa.copy_from_slice(buf);
}

/// Kasai's LCP array: `lcp[w]` is the length of the longest common prefix of the suffixes at
/// `sa[w - 1]` and `sa[w]` (`lcp[0] = 0`).
pub fn lcp_array(s: &[u32], sa: &[u32]) -> Vec<u32> {
    let n = s.len();
    let mut rank = vec![0u32; n];
    for (w, &i) in sa.iter().enumerate() {
        rank[i as usize] = w as u32;
    }
    let mut lcp = vec![0u32; n];
    let mut h = 0usize;
    for i in 0..n {
        let r = rank[i] as usize;
        if r > 0 {
            let j = sa[r - 1] as usize;
            while i + h < n && j + h < n && s[i + h] == s[j + h] {
                h += 1;
            }
            lcp[r] = h as u32;
            h = h.saturating_sub(1);
        } else {
            h = 0;
        }
    }
    lcp
}

/// Calls `f(len, starts)` for every internal node of the suffix tree of `s` whose string depth
/// is at least `min_len` and which has two or more occurrences (see the module
/// documentation), `starts` ascending, in the order LCP intervals close.
fn each_repeat(
    s: &[u32],
    min_len: usize,
    leaf_descendants: bool,
    mut f: impl FnMut(usize, &[u32]),
) {
    let sa = suffix_array(s);
    let lcp = lcp_array(s, &sa);
    let n = s.len();
    // The stack of open LCP intervals: (lcp, left bound, where its child intervals start in
    // `children`; children are kept only without leaf descendants).
    struct Open {
        lcp: u32,
        lb: usize,
        child_from: usize,
    }
    let mut stack: Vec<Open> = vec![Open {
        lcp: 0,
        lb: 0,
        child_from: 0,
    }];
    let mut children: Vec<(usize, usize)> = Vec::new();
    let mut starts: Vec<u32> = Vec::new();
    for w in 1..=n {
        let cur = lcp.get(w).copied().unwrap_or(0);
        let mut lb = w - 1;
        let mut last: Option<(usize, usize)> = None;
        while cur < stack.last().expect("the root stays").lcp {
            let o = stack.pop().expect("non-empty");
            let rb = w - 1;
            if (o.lcp as usize) >= min_len.max(1) && rb > o.lb {
                starts.clear();
                if leaf_descendants {
                    starts.extend_from_slice(&sa[o.lb..=rb]);
                } else {
                    // The direct leaves: the range minus the child intervals (sorted).
                    let mut at = o.lb;
                    for &(clb, crb) in &children[o.child_from..] {
                        starts.extend_from_slice(&sa[at..clb]);
                        at = crb + 1;
                    }
                    starts.extend_from_slice(&sa[at..=rb]);
                }
                if starts.len() >= 2 {
                    starts.sort_unstable();
                    f(o.lcp as usize, &starts);
                }
            }
            children.truncate(o.child_from);
            lb = o.lb;
            let top = stack.last_mut().expect("the root stays");
            if cur <= top.lcp {
                if !leaf_descendants {
                    children.push((o.lb, rb));
                }
                last = None;
            } else {
                last = Some((o.lb, rb));
            }
        }
        if cur > stack.last().expect("the root stays").lcp {
            let child_from = children.len();
            if !leaf_descendants {
                children.extend(last);
            }
            stack.push(Open {
                lcp: cur,
                lb,
                child_from,
            });
        }
    }
    // The root (lcp 0) is never a repeat.
}

/// Every repeated substring of `s` of length at least `min_len` that is an internal node of
/// the suffix tree (see the module documentation).
pub fn repeats(s: &[u32], min_len: usize, leaf_descendants: bool) -> Vec<Repeat> {
    let mut out = Vec::new();
    each_repeat(s, min_len, leaf_descendants, |len, starts| {
        out.push(Repeat {
            len,
            starts: starts.iter().map(|&i| i as usize).collect(),
        })
    });
    out
}

/// The repeats as the outliner takes them, in flat arrays: each one's length and its
/// *disjoint* occurrences, left to right as LLVM takes them (an occurrence that overlaps the
/// one taken before it is skipped).
pub(crate) struct Table {
    lens: Vec<u32>,
    first: Vec<u32>,
    starts: Vec<u32>,
    /// Occurrences before the overlapping ones were skipped.
    pub(crate) occurrences: usize,
}

impl Table {
    pub(crate) fn new(s: &[u32], min_len: usize, leaf_descendants: bool) -> Table {
        let mut t = Table {
            lens: Vec::new(),
            first: vec![0],
            starts: Vec::new(),
            occurrences: 0,
        };
        each_repeat(s, min_len, leaf_descendants, |len, starts| {
            t.occurrences += starts.len();
            let mut next_free = 0usize;
            for (i, &st) in starts.iter().enumerate() {
                if (st as usize) < next_free && i != 0 {
                    continue;
                }
                next_free = st as usize + len;
                t.starts.push(st);
            }
            t.lens.push(len as u32);
            t.first.push(t.starts.len() as u32);
        });
        t
    }

    /// How many repeats.
    pub(crate) fn len(&self) -> usize {
        self.lens.len()
    }

    /// Repeat `i`'s length.
    pub(crate) fn length(&self, i: usize) -> usize {
        self.lens[i] as usize
    }

    /// Repeat `i`'s disjoint occurrences (symbol positions, ascending).
    pub(crate) fn disjoint(&self, i: usize) -> &[u32] {
        &self.starts[self.first[i] as usize..self.first[i + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, BTreeSet};

    /// Brute force: every substring of length >= min_len occurring at least twice that is
    /// right-branching (followed by two different symbols, or by the end of the string in one
    /// occurrence) — the internal nodes of the suffix tree — with all its occurrences.
    fn brute(s: &[u32], min_len: usize) -> BTreeSet<(usize, Vec<usize>)> {
        let mut occ: BTreeMap<&[u32], Vec<usize>> = BTreeMap::new();
        for i in 0..s.len() {
            for j in i + min_len..=s.len() {
                occ.entry(&s[i..j]).or_default().push(i);
            }
        }
        occ.into_iter()
            .filter(|(sub, starts)| {
                if starts.len() < 2 {
                    return false;
                }
                let next: BTreeSet<Option<u32>> = starts
                    .iter()
                    .map(|&i| s.get(i + sub.len()).copied())
                    .collect();
                next.len() >= 2
            })
            .map(|(sub, starts)| (sub.len(), starts))
            .collect()
    }

    fn rng(seed: &mut u64) -> u64 {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        *seed >> 33
    }

    #[test]
    fn suffix_array_is_sorted() {
        let s = [3u32, 1, 3, 1, 3, 2, 1];
        let sa = suffix_array(&s);
        for w in 1..sa.len() {
            assert!(s[sa[w - 1] as usize..] < s[sa[w] as usize..]);
        }
        assert_eq!(lcp_array(&s, &sa)[0], 0);
    }

    #[test]
    fn finds_what_the_suffix_tree_finds() {
        let mut seed = 7;
        for round in 0..300 {
            let n = 1 + (rng(&mut seed) % 40) as usize;
            let alphabet = 1 + (rng(&mut seed) % 4) as u32;
            let s: Vec<u32> = (0..n)
                .map(|_| (rng(&mut seed) % u64::from(alphabet)) as u32)
                .collect();
            let got: BTreeSet<(usize, Vec<usize>)> = repeats(&s, 2, true)
                .into_iter()
                .map(|r| (r.len, r.starts))
                .collect();
            assert_eq!(got, brute(&s, 2), "round {round}: {s:?}");
        }
    }

    /// Brute force without leaf descendants: a suffix is a direct leaf of the node spelled by
    /// its longest prefix that occurs elsewhere too.
    fn brute_direct(s: &[u32], min_len: usize) -> BTreeSet<(usize, Vec<usize>)> {
        let occurs_twice = |sub: &[u32]| s.windows(sub.len()).filter(|w| *w == sub).count() >= 2;
        let mut by_node: BTreeMap<&[u32], Vec<usize>> = BTreeMap::new();
        for i in 0..s.len() {
            let longest = (1..=s.len() - i)
                .rev()
                .find(|&l| occurs_twice(&s[i..i + l]))
                .unwrap_or(0);
            if longest >= min_len {
                by_node.entry(&s[i..i + longest]).or_default().push(i);
            }
        }
        by_node
            .into_iter()
            .filter(|(_, v)| v.len() >= 2)
            .map(|(sub, v)| (sub.len(), v))
            .collect()
    }

    #[test]
    fn direct_leaves_are_what_the_suffix_tree_has() {
        let mut seed = 11;
        for round in 0..300 {
            let n = 1 + (rng(&mut seed) % 40) as usize;
            let alphabet = 1 + (rng(&mut seed) % 4) as u32;
            let s: Vec<u32> = (0..n)
                .map(|_| (rng(&mut seed) % u64::from(alphabet)) as u32)
                .collect();
            let got: BTreeSet<(usize, Vec<usize>)> = repeats(&s, 2, false)
                .into_iter()
                .map(|r| (r.len, r.starts))
                .collect();
            assert_eq!(got, brute_direct(&s, 2), "round {round}: {s:?}");
        }
    }

    #[test]
    fn the_table_holds_each_repeats_disjoint_occurrences() {
        let mut seed = 3;
        for round in 0..200 {
            let n = 1 + (rng(&mut seed) % 60) as usize;
            let alphabet = 1 + (rng(&mut seed) % 3) as u32;
            let s: Vec<u32> = (0..n)
                .map(|_| (rng(&mut seed) % u64::from(alphabet)) as u32)
                .collect();
            for leaves in [true, false] {
                let all = repeats(&s, 2, leaves);
                let t = Table::new(&s, 2, leaves);
                assert_eq!(t.len(), all.len(), "round {round}");
                assert_eq!(
                    t.occurrences,
                    all.iter().map(|r| r.starts.len()).sum::<usize>()
                );
                for (i, r) in all.iter().enumerate() {
                    assert_eq!(t.length(i), r.len);
                    // Left to right, skipping what overlaps the one taken before.
                    let mut want = Vec::new();
                    for &st in &r.starts {
                        if want.last().is_none_or(|&p: &usize| st >= p + r.len) {
                            want.push(st);
                        }
                    }
                    let got: Vec<usize> = t.disjoint(i).iter().map(|&x| x as usize).collect();
                    assert_eq!(got, want, "round {round}: {s:?}, repeat {r:?}");
                }
            }
        }
    }

    #[test]
    fn leaf_children_only_are_a_subset() {
        // "abcabcabc": the node "abc" has leaves below it through "abcabc".
        let s = [0u32, 1, 2, 0, 1, 2, 0, 1, 2];
        let all = repeats(&s, 3, true);
        let direct = repeats(&s, 3, false);
        let abc = |v: &[Repeat]| v.iter().find(|r| r.len == 3).map(|r| r.starts.clone());
        assert_eq!(abc(&all), Some(vec![0, 3, 6]));
        // Of "abc"'s three occurrences only the last is a direct leaf child (the others go
        // on as "abcabc..."): fewer than two, so no repeat.
        assert_eq!(abc(&direct), None);
        for r in &direct {
            assert!(
                all.iter()
                    .any(|a| a.len == r.len && r.starts.iter().all(|s| a.starts.contains(s)))
            );
        }
    }
}
