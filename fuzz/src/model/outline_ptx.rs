//! PTX text as the outliner model reads it: functions, their top-level statements with their
//! lines, registers by declaration, and liveness over the branches — read from the text
//! itself, not through `seam::outline` (whose mapping and liveness it checks) nor
//! `seam::ptx`'s tree.
//!
//! What it knows of PTX: a statement ends with `;`; `NAME:` is a label; `{`/`}` at the start
//! of a statement open and close a block (a call sequence); a statement that starts with `.`
//! (or declares a `.callprototype`) declares something. An instruction is an optional guard
//! `@%p`/`@!%p`, an opcode with its modifiers, and operands separated by commas outside
//! braces, brackets and parentheses. Its first operand is what it writes, unless it writes
//! no register (stores, reductions, barriers, fences, branches, returns, exits, traps,
//! calls, prefetches); a register inside an address or after `!` is read. A guarded
//! instruction may leave its destination as it was: the destination is read too, and counts
//! as written only for what the sequence gives back. Registers are the names the function
//! declares with `.reg` (`%r<N>` declares `%r0`..`%r{N-1}`).

use std::collections::HashMap;

/// One item of a function body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Item {
    /// `NAME:`.
    Label(String),
    /// `{`: a block opens.
    Open,
    /// `}`: it closes.
    Close,
    /// A declaration or directive.
    Decl,
    /// An instruction: the line it starts on, its text with each run of whitespace one
    /// space, without its `;`.
    Inst { line: u32, text: String },
}

/// A function with a body.
#[derive(Clone, Debug)]
pub(super) struct Func {
    pub(super) name: String,
    pub(super) items: Vec<Item>,
    /// Declared register ranges (`%r<N>`: prefix, count, whether predicates).
    ranges: Vec<(String, u32, bool)>,
    /// Declared single registers (name, whether a predicate).
    singles: HashMap<String, bool>,
}

/// The functions with a body of a PTX text.
pub(super) fn functions(ptx: &str) -> Vec<Func> {
    let mut out = Vec::new();
    // Outside a function: the text since the last `;`, `}` or `{` (a header).
    let mut header = String::new();
    let mut current: Option<Func> = None;
    let mut depth = 0usize;
    // Inside a body: the statement being read and the line it starts on.
    let mut stmt = String::new();
    let mut stmt_line = 0u32;
    for (n, raw) in ptx.lines().enumerate() {
        let line = raw.split("//").next().unwrap_or("");
        let number = n as u32 + 1;
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            let Some(f) = current.as_mut() else {
                // Between functions: a header ends at `{` (a body follows) or `;`.
                match c {
                    ';' => header.clear(),
                    '{' => {
                        if let Some(name) = header_name(&header) {
                            current = Some(Func {
                                name,
                                items: Vec::new(),
                                ranges: Vec::new(),
                                singles: HashMap::new(),
                            });
                            depth = 0;
                            stmt.clear();
                        } else {
                            // An initializer's braces: skip to its `;`.
                            for c in chars.by_ref() {
                                if c == ';' {
                                    break;
                                }
                            }
                        }
                        header.clear();
                    }
                    _ => header.push(c),
                }
                continue;
            };
            let at_start = stmt.trim().is_empty();
            match c {
                '{' if at_start => {
                    f.items.push(Item::Open);
                    depth += 1;
                    stmt.clear();
                }
                '}' if at_start => {
                    stmt.clear();
                    if depth == 0 {
                        out.extend(current.take());
                    } else {
                        f.items.push(Item::Close);
                        depth -= 1;
                    }
                }
                ':' if !at_start
                    && !stmt.trim().contains(char::is_whitespace)
                    && !stmt.contains(['[', '(', '{', ',']) =>
                {
                    f.items.push(Item::Label(stmt.trim().to_owned()));
                    stmt.clear();
                }
                ';' => {
                    let s = std::mem::take(&mut stmt);
                    let t = s.trim();
                    if t.starts_with('.') || t.contains(".callprototype") {
                        declare(f, t);
                        f.items.push(Item::Decl);
                    } else {
                        f.items.push(Item::Inst {
                            line: stmt_line,
                            text: spaced(t),
                        });
                    }
                }
                c => {
                    if at_start && !c.is_whitespace() {
                        stmt_line = number;
                    }
                    stmt.push(c);
                }
            }
        }
        if current.is_some() {
            stmt.push(' ');
        } else {
            header.push(' ');
        }
    }
    out
}

/// The name a function header declares (`.visible .entry k0(`, `.func (.param .b32 r) f(`),
/// if it is one.
fn header_name(h: &str) -> Option<String> {
    let words: Vec<&str> = h.split_whitespace().collect();
    let k = words.iter().position(|w| *w == ".entry" || *w == ".func")?;
    let mut rest = words[k + 1..].join(" ");
    if rest.starts_with('(') {
        // The return parameters.
        let mut d = 0i32;
        let end = rest.char_indices().find_map(|(i, c)| {
            match c {
                '(' => d += 1,
                ')' => d -= 1,
                _ => {}
            }
            (d == 0).then_some(i)
        })?;
        rest = rest[end + 1..].trim_start().to_owned();
    }
    let name: String = rest
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != '(')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// Text with each run of whitespace one space, trimmed, without a final `;`.
pub(super) fn spaced(t: &str) -> String {
    let t = t.trim().trim_end_matches(';');
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Records the registers a `.reg` declaration names.
fn declare(f: &mut Func, t: &str) {
    let Some(rest) = t.strip_prefix(".reg") else {
        return;
    };
    let mut words = rest.split_whitespace().peekable();
    let mut pred = false;
    // The type and other dot-words.
    while let Some(w) = words.peek() {
        if w.starts_with('.') {
            pred |= *w == ".pred";
            words.next();
        } else {
            break;
        }
    }
    let names: String = words.collect::<Vec<_>>().join("");
    for n in names.split(',') {
        let n = n.trim();
        if let Some((prefix, count)) = n.split_once('<') {
            if let Ok(c) = count.trim_end_matches('>').parse() {
                f.ranges.push((prefix.to_owned(), c, pred));
            }
        } else if !n.is_empty() {
            f.singles.insert(n.to_owned(), pred);
        }
    }
}

impl Func {
    /// Whether `name` is a declared register; `Some(true)` for a predicate.
    pub(super) fn register(&self, name: &str) -> Option<bool> {
        if let Some(&p) = self.singles.get(name) {
            return Some(p);
        }
        self.ranges.iter().find_map(|(prefix, count, p)| {
            let digits = name.strip_prefix(prefix.as_str())?;
            let i: u32 = (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
                .then(|| digits.parse().ok())
                .flatten()?;
            (i < *count).then_some(*p)
        })
    }

    /// The index of the instruction that starts on `line`.
    pub(super) fn at_line(&self, line: u32) -> Option<usize> {
        self.items
            .iter()
            .position(|it| matches!(it, Item::Inst { line: l, .. } if *l == line))
    }
}

/// What an instruction reads and writes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Access {
    /// Registers read (the guard and a guarded destination included), in order.
    pub(super) reads: Vec<String>,
    /// Registers written for sure.
    pub(super) writes: Vec<String>,
    /// Registers written under a guard.
    pub(super) guarded_writes: Vec<String>,
    /// Every register token in order of appearance, with repeats.
    pub(super) tokens: Vec<String>,
}

/// Register-like tokens of `s`: `%` and the letters, digits, `_` and `$` after it.
fn tokens(s: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let start = i;
            i += 1;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$') {
                i += 1;
            }
            out.push((start, s[start..i].to_owned()));
        } else {
            i += 1;
        }
    }
    out
}

/// Opcodes whose first operand is not a register they write.
const NO_DESTINATION: &[&str] = &[
    "st",
    "red",
    "bar",
    "barrier",
    "membar",
    "fence",
    "bra",
    "brx",
    "ret",
    "exit",
    "trap",
    "call",
    "prefetch",
    "prefetchu",
];

/// The opcode of an instruction's text (without guard or modifiers).
pub(super) fn opcode(text: &str) -> &str {
    let t = if text.starts_with('@') {
        // The guard `@%p1` or `@!%p1`, then the opcode.
        text.split_once(' ').map_or(text, |(_, r)| r)
    } else {
        text
    };
    t.split(['.', ' ']).next().unwrap_or("")
}

impl Func {
    /// The reads and writes of instruction text `spaced` ([`spaced`]).
    pub(super) fn access(&self, spaced: &str) -> Access {
        let mut a = Access::default();
        let is_reg = |n: &str| self.register(n).is_some();
        let (guard, rest) = match spaced.strip_prefix('@') {
            Some(g) => match g.split_once(' ') {
                Some((g, r)) => (Some(g.trim_start_matches('!')), r),
                None => (None, spaced),
            },
            None => (None, spaced),
        };
        if let Some(g) = guard
            && is_reg(g)
        {
            a.reads.push(g.to_owned());
            a.tokens.push(g.to_owned());
        }
        let (op, operands) = rest.split_once(' ').unwrap_or((rest, ""));
        let base = op.split('.').next().unwrap_or("");
        let writes_first = !NO_DESTINATION.contains(&base);
        for (k, o) in split_operands(operands).into_iter().enumerate() {
            // Inside brackets: an address (read).
            let mut bracket = 0i32;
            let mut last = 0usize;
            let bytes = o.as_bytes();
            for (at, t) in tokens(o) {
                for &c in &bytes[last..at] {
                    match c {
                        b'[' => bracket += 1,
                        b']' => bracket -= 1,
                        _ => {}
                    }
                }
                last = at;
                if !is_reg(&t) {
                    continue;
                }
                a.tokens.push(t.clone());
                let negated = at > 0 && bytes[at - 1] == b'!';
                if k == 0 && writes_first && bracket == 0 && !negated {
                    if guard.is_some() {
                        a.reads.push(t.clone());
                        a.guarded_writes.push(t);
                    } else {
                        a.writes.push(t);
                    }
                } else {
                    a.reads.push(t);
                }
            }
        }
        a
    }
}

/// Operands split at commas outside braces, brackets and parentheses.
fn split_operands(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut d, mut start) = (0i32, 0usize);
    for (i, c) in s.char_indices() {
        match c {
            '{' | '[' | '(' => d += 1,
            '}' | ']' | ')' => d -= 1,
            ',' if d == 0 => {
                out.push(s[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    if !s[start..].trim().is_empty() {
        out.push(s[start..].trim());
    }
    out
}

/// Liveness of one function: per instruction item, the registers live after it.
pub(super) struct Liveness {
    after: HashMap<usize, Vec<String>>,
}

impl Liveness {
    /// Backward dataflow over the function's blocks: a block starts at a label and ends after
    /// a branch, return, exit or trap; a branch goes to its label (an unknown one, or `brx`:
    /// anywhere), and falls through when guarded.
    pub(super) fn new(f: &Func) -> Liveness {
        let text = |i: usize| match &f.items[i] {
            Item::Inst { text, .. } => Some(text.as_str()),
            _ => None,
        };
        let access: HashMap<usize, Access> = (0..f.items.len())
            .filter_map(|i| Some((i, f.access(text(i)?))))
            .collect();
        // Blocks as ranges of item indices.
        let mut blocks: Vec<(usize, usize)> = Vec::new();
        let mut start = 0usize;
        let mut labels: HashMap<&str, usize> = HashMap::new();
        for (i, it) in f.items.iter().enumerate() {
            match it {
                Item::Label(l) => {
                    if i > start {
                        blocks.push((start, i));
                    }
                    start = i;
                    labels.insert(l.as_str(), blocks.len());
                }
                Item::Inst { text, .. } => {
                    let op = opcode(text);
                    if matches!(op, "bra" | "brx" | "ret" | "exit" | "trap") {
                        blocks.push((start, i + 1));
                        start = i + 1;
                    }
                }
                _ => {}
            }
        }
        if start < f.items.len() {
            blocks.push((start, f.items.len()));
        }
        let nb = blocks.len();
        let succ: Vec<Vec<usize>> = blocks
            .iter()
            .enumerate()
            .map(|(b, &(_, e))| {
                let last = (blocks[b].0..e).rev().find_map(text);
                let mut v = Vec::new();
                let mut falls = true;
                if let Some(s) = last {
                    let guarded = s.starts_with('@');
                    match opcode(s) {
                        "bra" => {
                            let target = s.rsplit([' ', ',']).next().unwrap_or("");
                            match labels.get(target) {
                                Some(&t) => v.push(t),
                                None => v.extend(0..nb),
                            }
                            falls = guarded;
                        }
                        "brx" => {
                            v.extend(0..nb);
                            falls = guarded;
                        }
                        "ret" | "exit" | "trap" => falls = guarded,
                        _ => {}
                    }
                }
                if falls && b + 1 < nb {
                    v.push(b + 1);
                }
                v
            })
            .collect();
        let transfer = |live: &mut Vec<String>, i: usize| {
            let a = &access[&i];
            live.retain(|r| !a.writes.contains(r));
            for r in &a.reads {
                if !live.contains(r) {
                    live.push(r.clone());
                }
            }
        };
        let mut live_in: Vec<Vec<String>> = vec![Vec::new(); nb];
        let mut changed = true;
        while changed {
            changed = false;
            for b in (0..nb).rev() {
                let mut live: Vec<String> = Vec::new();
                for &s in &succ[b] {
                    for r in &live_in[s] {
                        if !live.contains(r) {
                            live.push(r.clone());
                        }
                    }
                }
                for i in (blocks[b].0..blocks[b].1).rev() {
                    if access.contains_key(&i) {
                        transfer(&mut live, i);
                    }
                }
                live.sort();
                if live != live_in[b] {
                    live_in[b] = live;
                    changed = true;
                }
            }
        }
        let mut after = HashMap::new();
        for (b, &(s, e)) in blocks.iter().enumerate() {
            let mut live: Vec<String> = Vec::new();
            for &t in &succ[b] {
                for r in &live_in[t] {
                    if !live.contains(r) {
                        live.push(r.clone());
                    }
                }
            }
            for i in (s..e).rev() {
                if access.contains_key(&i) {
                    after.insert(i, live.clone());
                    transfer(&mut live, i);
                }
            }
        }
        Liveness { after }
    }

    /// Whether `r` is live after item `i` (an instruction).
    pub(super) fn live_after(&self, i: usize, r: &str) -> bool {
        self.after.get(&i).is_some_and(|l| l.iter().any(|x| x == r))
    }
}
