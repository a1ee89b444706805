//! Reading the register and spill report of a PTX compile: the CUDA driver's JIT info log
//! (`CU_JIT_INFO_LOG_BUFFER` with `CU_JIT_LOG_VERBOSE`) and `ptxas -v` print the same report.
//!
//! Two shapes are read, line by line, tolerant of what each CUDA version adds:
//!
//! ```text
//! ptxas info    : Compiling entry function 'k1' for 'sm_90'
//! ptxas info    : Function properties for k1
//!     920 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
//! ptxas info    : Used 40 registers, used 0 barriers, 928 bytes cumulative stack size
//! ```
//!
//! (the same with `info    :` instead of `ptxas info    :`, and older `Used 8 registers,
//! 360 bytes cmem[0]`), and the linker's shape:
//!
//! ```text
//! info    : Function properties for 'k1':
//! info    : used 40 registers, 920 stack, 0 bytes smem, 360 bytes cmem[0], 0 bytes lmem
//! ```
//!
//! Lines that say nothing about a function (`gmem`, compile time) are skipped; warnings and
//! errors are kept.

/// What a compile reports for one function.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct FunctionReport {
    /// The PTX name.
    pub name: String,
    /// Whether it was reported as an entry (`Compiling entry function`).
    pub entry: bool,
    /// Registers per thread.
    pub registers: Option<u32>,
    /// Bytes of stack frame per thread.
    pub stack_frame: Option<u64>,
    /// Bytes stored by register spills.
    pub spill_stores: Option<u64>,
    /// Bytes loaded by register spills.
    pub spill_loads: Option<u64>,
    /// Named barriers used.
    pub barriers: Option<u32>,
    /// Bytes of stack of the entry and all it calls (when static).
    pub cumulative_stack: Option<u64>,
    /// Bytes of static shared memory.
    pub shared: Option<u64>,
    /// Bytes of local memory (the linker's `lmem`).
    pub local: Option<u64>,
}

/// A compile's report: per function, plus its warnings and errors.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct JitReport {
    /// Functions in the order the report first names them.
    pub functions: Vec<FunctionReport>,
    /// `warning` lines, without their prefix.
    pub warnings: Vec<String>,
    /// `error` lines, without their prefix.
    pub errors: Vec<String>,
}

impl JitReport {
    /// The report for `name`.
    pub fn function(&self, name: &str) -> Option<&FunctionReport> {
        self.functions.iter().find(|f| f.name == name)
    }

    fn slot(&mut self, name: &str) -> usize {
        match self.functions.iter().position(|f| f.name == name) {
            Some(i) => i,
            None => {
                self.functions.push(FunctionReport {
                    name: name.to_owned(),
                    ..FunctionReport::default()
                });
                self.functions.len() - 1
            }
        }
    }
}

/// Splits `ptxas info    : text` / `info    : text` / `ptxas warning : text` into the level
/// and the text; `None` for lines without such a prefix (continuation lines).
fn split_prefix(line: &str) -> Option<(&str, &str)> {
    let l = line.trim_start();
    let l = l.strip_prefix("ptxas").map_or(l, str::trim_start);
    for level in ["info", "warning", "error", "fatal"] {
        if let Some(rest) = l.strip_prefix(level) {
            let rest = rest.trim_start();
            if let Some(text) = rest.strip_prefix(':') {
                return Some((level, text.trim()));
            }
        }
    }
    None
}

/// The function name in `'name'` or `name` or `'name':`.
fn unquote(s: &str) -> &str {
    let s = s.trim().trim_end_matches(':').trim();
    s.trim_matches('\'').trim_matches('"')
}

/// Reads the `N label` items of a comma-separated statistics line into `f`; whether any was a
/// per-function statistic.
fn read_stats(text: &str, f: &mut FunctionReport) -> bool {
    let mut any = false;
    for item in text.split(',') {
        let item = item.trim();
        let item = item
            .strip_prefix("Used ")
            .or_else(|| item.strip_prefix("used "))
            .unwrap_or(item)
            .trim();
        let Some((num, label)) = item.split_once(char::is_whitespace) else {
            continue;
        };
        let Ok(n) = num.parse::<u64>() else {
            continue;
        };
        let label = label.trim();
        let hit = match label {
            "registers" | "register" => {
                f.registers = u32::try_from(n).ok();
                true
            }
            "barriers" | "barrier" => {
                f.barriers = u32::try_from(n).ok();
                true
            }
            "bytes stack frame" | "stack" => {
                f.stack_frame = Some(n);
                true
            }
            "bytes spill stores" => {
                f.spill_stores = Some(n);
                true
            }
            "bytes spill loads" => {
                f.spill_loads = Some(n);
                true
            }
            "bytes cumulative stack size" => {
                f.cumulative_stack = Some(n);
                true
            }
            "bytes smem" => {
                f.shared = Some(n);
                true
            }
            "bytes lmem" => {
                f.local = Some(n);
                true
            }
            _ => false,
        };
        any |= hit;
    }
    any
}

/// Reads a JIT info log or `ptxas -v` output. Never fails: what it does not recognize it
/// skips.
pub fn parse_report(log: &str) -> JitReport {
    let mut r = JitReport::default();
    let mut current: Option<usize> = None;
    for line in log.lines() {
        let (level, text) = match split_prefix(line) {
            Some(x) => x,
            None => ("cont", line.trim()),
        };
        match level {
            "warning" => {
                r.warnings.push(text.to_owned());
                continue;
            }
            "error" | "fatal" => {
                r.errors.push(text.to_owned());
                continue;
            }
            _ => {}
        }
        if let Some(rest) = text.strip_prefix("Compiling entry function") {
            // 'k1' for 'sm_90'
            let name = rest.trim().split(" for ").next().map(unquote).unwrap_or("");
            if !name.is_empty() {
                let i = r.slot(name);
                r.functions[i].entry = true;
                current = Some(i);
            }
        } else if let Some(rest) = text.strip_prefix("Function properties for") {
            let name = unquote(rest);
            if !name.is_empty() {
                current = Some(r.slot(name));
            }
        } else if let Some(i) = current {
            let mut f = std::mem::take(&mut r.functions[i]);
            read_stats(text, &mut f);
            r.functions[i] = f;
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `ptxas -v -arch=sm_90` (CUDA 12.9) on a generated case (`seam gen --seed 0`).
    const PTXAS: &str = "ptxas info    : 80 bytes gmem
ptxas info    : Compiling entry function 'k1' for 'sm_90'
ptxas info    : Function properties for k1
    920 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 40 registers, used 0 barriers, 928 bytes cumulative stack size
ptxas info    : Compile time = 70.968 ms
ptxas info    : Function properties for t2
    8 bytes stack frame, 4 bytes spill stores, 4 bytes spill loads
ptxas warning : Stack size for entry function 'k1' cannot be statically determined
";

    #[test]
    fn reads_ptxas_verbose_output() {
        let r = parse_report(PTXAS);
        let k1 = r.function("k1").unwrap();
        assert!(k1.entry);
        assert_eq!(k1.registers, Some(40));
        assert_eq!(k1.barriers, Some(0));
        assert_eq!(
            (k1.stack_frame, k1.spill_stores, k1.spill_loads),
            (Some(920), Some(0), Some(0))
        );
        assert_eq!(k1.cumulative_stack, Some(928));
        let t2 = r.function("t2").unwrap();
        assert!(!t2.entry);
        assert_eq!(t2.registers, None);
        assert_eq!((t2.spill_stores, t2.spill_loads), (Some(4), Some(4)));
        assert_eq!(r.warnings.len(), 1);
        assert!(r.errors.is_empty());
    }

    #[test]
    fn reads_the_driver_and_linker_shapes() {
        // The driver's JIT log without the `ptxas` word, and an older `Used` line.
        let driver = "info    : 0 bytes gmem\ninfo    : Compiling entry function 'k' for 'sm_90'\ninfo    : Function properties for k\n    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\ninfo    : Used 8 registers, 360 bytes cmem[0]\n";
        let r = parse_report(driver);
        assert_eq!(r.function("k").unwrap().registers, Some(8));
        assert_eq!(r.function("k").unwrap().spill_stores, Some(0));
        let link = "info    : 0 bytes gmem\ninfo    : Function properties for 'k':\ninfo    : used 12 registers, 16 stack, 1024 bytes smem, 360 bytes cmem[0], 0 bytes lmem\n";
        let r = parse_report(link);
        let k = r.function("k").unwrap();
        assert_eq!(
            (k.registers, k.stack_frame, k.shared, k.local),
            (Some(12), Some(16), Some(1024), Some(0))
        );
    }

    #[test]
    fn errors_and_garbage() {
        let r = parse_report(
            "ptxas error   : Entry function 'k' uses too much shared data\n\u{0}\u{1}garbage: 12 registers\nUsed x registers",
        );
        assert_eq!(
            r.errors,
            vec!["Entry function 'k' uses too much shared data"]
        );
        assert!(r.functions.is_empty());
        assert_eq!(parse_report(""), JitReport::default());
    }
}
