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
//! graph, and is built in linear time by SA-IS.

/// A repeated substring: `len` symbols, starting at each of `starts` (ascending).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Repeat {
    /// Its length.
    pub len: usize,
    /// Where each occurrence starts, ascending.
    pub starts: Vec<usize>,
}

/// The suffix array of `s`: the start of every suffix, in lexicographic order (a shorter
/// suffix that is a prefix of a longer one comes first). Linear: SA-IS (below) over the
/// symbols renamed to `1..=k` in their order (by a table when they span little more than
/// the string's length, as the outliner's do; else by sorting).
pub fn suffix_array(s: &[u32]) -> Vec<u32> {
    let n = s.len();
    if n == 0 {
        return Vec::new();
    }
    let (lo, hi) = s
        .iter()
        .fold((u32::MAX, 0u32), |(lo, hi), &c| (lo.min(c), hi.max(c)));
    let span = (hi - lo) as usize + 1;
    // The string with a sentinel 0 after it, every symbol renamed to 1..=k.
    let mut t: Vec<u32> = Vec::with_capacity(n + 1);
    let k = if span <= 4 * n + 1024 {
        let mut name = vec![0u32; span];
        for &c in s {
            name[(c - lo) as usize] = 1;
        }
        let mut k = 0u32;
        for v in name.iter_mut() {
            if *v != 0 {
                k += 1;
                *v = k;
            }
        }
        t.extend(s.iter().map(|&c| name[(c - lo) as usize]));
        k
    } else {
        let mut sorted: Vec<u32> = s.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        t.extend(
            s.iter()
                .map(|c| sorted.binary_search(c).expect("present") as u32 + 1),
        );
        sorted.len() as u32
    };
    t.push(0);
    let sa = sais(&t, k as usize + 1);
    // The sentinel's suffix comes first; the rest is `s`'s array.
    sa[1..].to_vec()
}

const EMPTY: u32 = u32::MAX;

/// SA-IS (Nong, Zhang and Chan, 2009): the suffix array of `t`, whose symbols are below `k`
/// and whose last symbol is a 0 found nowhere else. Suffixes are S (smaller than the next
/// suffix) or L; the leftmost S of each run (LMS) are sorted first, by sorting their LMS
/// substrings (one induced sort), naming them and, when two names are equal, recursing on
/// the string of names; a second induced sort from the sorted LMS suffixes sorts the rest.
fn sais(t: &[u32], k: usize) -> Vec<u32> {
    let n = t.len();
    let mut sa = vec![EMPTY; n];
    if n == 1 {
        sa[0] = 0;
        return sa;
    }
    // Types: true for S.
    let mut stype = vec![false; n];
    stype[n - 1] = true;
    for i in (0..n - 1).rev() {
        stype[i] = t[i] < t[i + 1] || (t[i] == t[i + 1] && stype[i + 1]);
    }
    let is_lms = |i: usize| i > 0 && stype[i] && !stype[i - 1];
    // Bucket bounds per symbol.
    let mut count = vec![0u32; k + 1];
    for &c in t {
        count[c as usize + 1] += 1;
    }
    for c in 0..k {
        count[c + 1] += count[c];
    }
    // count[c]..count[c + 1] is symbol c's bucket.
    let induce = |sa: &mut [u32], lms: &[u32]| {
        sa.fill(EMPTY);
        let mut tail: Vec<u32> = count[1..].to_vec();
        for &p in lms.iter().rev() {
            let c = t[p as usize] as usize;
            tail[c] -= 1;
            sa[tail[c] as usize] = p;
        }
        let mut head: Vec<u32> = count[..k].to_vec();
        for i in 0..n {
            let j = sa[i];
            if j != EMPTY && j > 0 && !stype[j as usize - 1] {
                let c = t[j as usize - 1] as usize;
                sa[head[c] as usize] = j - 1;
                head[c] += 1;
            }
        }
        let mut tail: Vec<u32> = count[1..].to_vec();
        for i in (0..n).rev() {
            let j = sa[i];
            if j != EMPTY && j > 0 && stype[j as usize - 1] {
                let c = t[j as usize - 1] as usize;
                tail[c] -= 1;
                sa[tail[c] as usize] = j - 1;
            }
        }
    };
    // 1. Sort the LMS substrings: induce from the LMS positions in text order.
    let lms: Vec<u32> = (1..n).filter(|&i| is_lms(i)).map(|i| i as u32).collect();
    induce(&mut sa, &lms);
    // 2. Name them: equal LMS substrings (same symbols and types up to the next LMS) one name.
    let sorted: Vec<u32> = sa.iter().copied().filter(|&p| is_lms(p as usize)).collect();
    let mut name_at = vec![EMPTY; n];
    let mut names = 0u32;
    let mut prev: Option<usize> = None;
    for &p in &sorted {
        let p = p as usize;
        let same = prev.is_some_and(|q| {
            let mut d = 0;
            loop {
                if t[p + d] != t[q + d] || stype[p + d] != stype[q + d] {
                    return false;
                }
                if d > 0 && (is_lms(p + d) || is_lms(q + d)) {
                    return is_lms(p + d) && is_lms(q + d);
                }
                d += 1;
            }
        });
        if !same {
            names += 1;
        }
        name_at[p] = names - 1;
        prev = Some(p);
    }
    // 3. The LMS suffixes in order: by their names when all differ, else by recursion.
    let reduced: Vec<u32> = lms.iter().map(|&p| name_at[p as usize]).collect();
    let order: Vec<u32> = if (names as usize) == lms.len() {
        let mut order = vec![0u32; lms.len()];
        for (i, &r) in reduced.iter().enumerate() {
            order[r as usize] = lms[i];
        }
        order
    } else {
        sais(&reduced, names as usize)
            .into_iter()
            .map(|i| lms[i as usize])
            .collect()
    };
    // 4. Every suffix, induced from the sorted LMS suffixes.
    induce(&mut sa, &order);
    sa
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

/// An internal node of the suffix tree: an LCP interval of the suffix array.
struct Interval<'a> {
    /// Its string depth (the repeat's length).
    len: usize,
    /// Its leaves are `sa[lb..=rb]`.
    lb: usize,
    rb: usize,
    /// The smallest and the largest of its leaves.
    min: u32,
    max: u32,
    /// How many intervals given before it are nested in it (its descendants are the `below`
    /// given just before it).
    below: usize,
    /// Its child intervals `(lb, rb)`, ascending (only when asked for; else empty).
    children: &'a [(usize, usize)],
}

/// Calls `f` for every LCP interval of the suffix array `sa` (with its LCP array `lcp`) whose
/// string depth is at least `min_len`, in the order the intervals close (children before
/// parents), with its child intervals when `with_children`. Linear: one pass with a stack of
/// open intervals; each interval's smallest and largest leaf flow up from the intervals
/// nested in it as they close, instead of being read off its range.
fn each_interval(
    sa: &[u32],
    lcp: &[u32],
    min_len: usize,
    with_children: bool,
    mut f: impl FnMut(&Interval<'_>),
) {
    // An open interval: its lcp, its left bound, the smallest and largest leaf of it seen so
    // far (those of the intervals nested in it that closed, and its own leaves), how many
    // intervals had been given when its first descendant could close, and where its child
    // intervals start in `children`.
    struct Open {
        lcp: u32,
        lb: usize,
        min: u32,
        max: u32,
        given: usize,
        child_from: usize,
    }
    let mut stack: Vec<Open> = vec![Open {
        lcp: 0,
        lb: 0,
        min: u32::MAX,
        max: 0,
        given: 0,
        child_from: 0,
    }];
    let mut children: Vec<(usize, usize)> = Vec::new();
    let mut given = 0usize;
    for w in 1..=sa.len() {
        let cur = lcp.get(w).copied().unwrap_or(0);
        // Leaf `w - 1` and, after it, every interval that closes here (each contains the
        // one closed before it).
        let (mut min, mut max) = (sa[w - 1], sa[w - 1]);
        let mut lb = w - 1;
        // The first interval given that a new interval opened here would contain, and its
        // first child.
        let mut from = given;
        let mut last: Option<(usize, usize)> = None;
        while cur < stack.last().expect("the root stays").lcp {
            let o = stack.pop().expect("non-empty");
            (min, max) = (min.min(o.min), max.max(o.max));
            let rb = w - 1;
            if (o.lcp as usize) >= min_len.max(1) && rb > o.lb {
                f(&Interval {
                    len: o.lcp as usize,
                    lb: o.lb,
                    rb,
                    min,
                    max,
                    below: given - o.given,
                    children: &children[o.child_from..],
                });
                given += 1;
            }
            children.truncate(o.child_from);
            lb = o.lb;
            from = o.given;
            if cur <= stack.last().expect("the root stays").lcp {
                if with_children {
                    children.push((o.lb, rb));
                }
                last = None;
            } else {
                last = Some((o.lb, rb));
            }
        }
        let top = stack.last_mut().expect("the root stays");
        if cur > top.lcp {
            // A new interval from `lb`: what closed here (or the leaf) is its first part.
            let child_from = children.len();
            if with_children {
                children.extend(last);
            }
            stack.push(Open {
                lcp: cur,
                lb,
                min,
                max,
                given: from,
                child_from,
            });
        } else {
            (top.min, top.max) = (top.min.min(min), top.max.max(max));
        }
    }
    // The root (lcp 0) is never a repeat.
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
    let mut starts: Vec<u32> = Vec::new();
    each_interval(&sa, &lcp, min_len, !leaf_descendants, |i| {
        starts.clear();
        if leaf_descendants {
            starts.extend_from_slice(&sa[i.lb..=i.rb]);
        } else {
            // The direct leaves: the range minus the child intervals (sorted).
            let mut at = i.lb;
            for &(clb, crb) in i.children {
                starts.extend_from_slice(&sa[at..clb]);
                at = crb + 1;
            }
            starts.extend_from_slice(&sa[at..=i.rb]);
        }
        if starts.len() >= 2 {
            starts.sort_unstable();
            f(i.len, &starts);
        }
    });
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

/// The repeats as the outliner takes them, in flat arrays: each one's length, its first
/// occurrence, whether it has two that do not overlap, and its occurrences, read lazily.
///
/// With `leaf_descendants`, a repeat's occurrences are a range of the suffix array (in
/// suffix order, overlapping ones included); they are sorted and made disjoint only for the
/// repeats the greedy choice reaches ([`Table::disjoint`]), since a position is an
/// occurrence of every repeat above it in the suffix tree (their total grows faster than the
/// string). Without, each repeat's disjoint occurrences are stored, ascending.
pub(crate) struct Table {
    lens: Vec<u32>,
    /// With leaf descendants, how many repeats just before each are nested in it.
    below: Vec<u32>,
    /// Each repeat's occurrences: `occ[range.0..range.1]`.
    ranges: Vec<(u32, u32)>,
    /// Each repeat's first occurrence.
    firsts: Vec<u32>,
    /// Whether each repeat has two occurrences that do not overlap.
    two: Vec<bool>,
    /// The suffix array (with leaf descendants), or the disjoint occurrences of one repeat
    /// after another (without).
    occ: Vec<u32>,
    /// Whether `occ`'s ranges are already disjoint and ascending.
    stored_disjoint: bool,
    /// Occurrences before the overlapping ones were skipped.
    pub(crate) occurrences: usize,
}

impl Table {
    pub(crate) fn new(s: &[u32], min_len: usize, leaf_descendants: bool) -> Table {
        let mut t = Table {
            lens: Vec::new(),
            below: Vec::new(),
            ranges: Vec::new(),
            firsts: Vec::new(),
            two: Vec::new(),
            occ: Vec::new(),
            stored_disjoint: !leaf_descendants,
            occurrences: 0,
        };
        if leaf_descendants {
            let sa = suffix_array(s);
            let lcp = lcp_array(s, &sa);
            each_interval(&sa, &lcp, min_len, false, |i| {
                t.occurrences += i.rb + 1 - i.lb;
                t.below.push(i.below as u32);
                t.lens.push(i.len as u32);
                t.ranges.push((i.lb as u32, i.rb as u32 + 1));
                t.firsts.push(i.min);
                // The first and the last are the furthest apart: two disjoint ones exist
                // exactly when they are.
                t.two.push((i.max - i.min) as usize >= i.len);
            });
            t.occ = sa;
            return t;
        }
        let mut occ = Vec::new();
        each_repeat(s, min_len, false, |len, starts| {
            t.occurrences += starts.len();
            let from = occ.len() as u32;
            take_disjoint(starts, len, &mut occ);
            t.lens.push(len as u32);
            t.ranges.push((from, occ.len() as u32));
            t.firsts.push(starts[0]);
            t.two.push(occ.len() as u32 - from >= 2);
        });
        t.occ = occ;
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

    /// Repeats each of whose occurrences starts where one of repeat `i`'s does and covers
    /// more: with leaf descendants, its descendants in the suffix tree (longer strings with
    /// `i`'s as their beginning), which close just before it; without, none (a node's direct
    /// leaves are not its children's).
    pub(crate) fn descendants(&self, i: usize) -> std::ops::Range<usize> {
        match self.below.get(i) {
            Some(&b) => i - b as usize..i,
            None => i..i,
        }
    }

    /// Repeat `i`'s first occurrence (symbol position).
    pub(crate) fn first(&self, i: usize) -> u32 {
        self.firsts[i]
    }

    /// Whether repeat `i` has two occurrences that do not overlap.
    pub(crate) fn two_disjoint(&self, i: usize) -> bool {
        self.two[i]
    }

    /// Repeat `i`'s occurrences in no particular order, overlapping ones included: every
    /// disjoint occurrence is among them, so a count over them bounds one over those.
    pub(crate) fn all(&self, i: usize) -> &[u32] {
        let (a, b) = self.ranges[i];
        &self.occ[a as usize..b as usize]
    }

    /// Repeat `i`'s disjoint occurrences (symbol positions, ascending; left to right, an
    /// occurrence that overlaps the one taken before it skipped, as LLVM takes them), made in
    /// `buf` where they are not stored as such.
    pub(crate) fn disjoint<'a>(&'a self, i: usize, buf: &'a mut Vec<u32>) -> &'a [u32] {
        if self.stored_disjoint {
            return self.all(i);
        }
        let mut sorted = self.all(i).to_vec();
        sorted.sort_unstable();
        buf.clear();
        take_disjoint(&sorted, self.length(i), buf);
        buf
    }
}

/// Appends to `out` the occurrences of `starts` (ascending) of a `len`-symbol repeat left to
/// right, each one that overlaps the one taken before it skipped.
fn take_disjoint(starts: &[u32], len: usize, out: &mut Vec<u32>) {
    let mut next_free = 0usize;
    for (i, &st) in starts.iter().enumerate() {
        if (st as usize) < next_free && i != 0 {
            continue;
        }
        next_free = st as usize + len;
        out.push(st);
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

    /// SA-IS against sorting the suffixes, on random strings over small alphabets (many
    /// equal LMS substrings: recursion), periodic strings (deep recursion) and symbols
    /// spread over the whole `u32` range (renamed by sorting).
    #[test]
    fn sa_is_sorts_the_suffixes() {
        let mut seed = 11;
        for round in 0..600 {
            let n = (rng(&mut seed) % 300) as usize;
            let s: Vec<u32> = match round % 3 {
                0 => {
                    let a = 1 + rng(&mut seed) % 4;
                    (0..n).map(|_| (rng(&mut seed) % a) as u32).collect()
                }
                1 => {
                    let period: Vec<u32> = (0..1 + rng(&mut seed) % 5)
                        .map(|_| (rng(&mut seed) % 3) as u32)
                        .collect();
                    (0..n).map(|i| period[i % period.len()]).collect()
                }
                _ => (0..n)
                    .map(|_| (rng(&mut seed) as u32).wrapping_mul(2_654_435_761))
                    .collect(),
            };
            let mut want: Vec<u32> = (0..n as u32).collect();
            want.sort_by(|&a, &b| s[a as usize..].cmp(&s[b as usize..]));
            assert_eq!(suffix_array(&s), want, "round {round}: {s:?}");
        }
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
                    let mut buf = Vec::new();
                    let got: Vec<usize> = t
                        .disjoint(i, &mut buf)
                        .iter()
                        .map(|&x| x as usize)
                        .collect();
                    assert_eq!(got, want, "round {round}: {s:?}, repeat {r:?}");
                    assert_eq!(t.first(i) as usize, r.starts[0]);
                    assert_eq!(t.two_disjoint(i), want.len() >= 2);
                    // All of them, overlapping ones included, in some order.
                    let mut all: Vec<usize> = t.all(i).iter().map(|&x| x as usize).collect();
                    all.sort_unstable();
                    if leaves {
                        assert_eq!(all, r.starts);
                    } else {
                        assert_eq!(all, want);
                    }
                }
            }
        }
    }

    #[test]
    fn descendants_are_the_nested_intervals() {
        let mut seed = 11;
        for round in 0..200 {
            let n = 1 + (rng(&mut seed) % 80) as usize;
            let alphabet = 1 + (rng(&mut seed) % 4) as u32;
            let s: Vec<u32> = (0..n)
                .map(|_| (rng(&mut seed) % u64::from(alphabet)) as u32)
                .collect();
            let t = Table::new(&s, 2, true);
            for i in 0..t.len() {
                let (lb, rb) = t.ranges[i];
                let want: Vec<usize> = (0..t.len())
                    .filter(|&j| {
                        let (jl, jr) = t.ranges[j];
                        j != i && lb <= jl && jr <= rb && t.length(j) > t.length(i)
                    })
                    .collect();
                let got: Vec<usize> = t.descendants(i).collect();
                assert_eq!(got, want, "round {round}: {s:?}, repeat {i}");
                // Each descendant's occurrences are among i's.
                for j in got {
                    assert!(t.all(j).iter().all(|o| t.all(i).contains(o)));
                }
            }
            let direct = Table::new(&s, 2, false);
            assert!((0..direct.len()).all(|i| direct.descendants(i).is_empty()));
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
