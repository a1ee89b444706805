//! Catching a panic in a pass as a finding: its message and location, without the default
//! hook printing it in the middle of the progress display.

use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

thread_local! {
    /// Set while [`catch`] runs on this thread: the hook records instead of printing.
    static QUIET: Cell<bool> = const { Cell::new(false) };
    static LAST: RefCell<Option<String>> = const { RefCell::new(None) };
}

static HOOK: Once = Once::new();

fn install() {
    HOOK.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if QUIET.with(Cell::get) {
                let msg = message(info.payload())
                    .unwrap_or_else(|| "a panic without a message".to_owned());
                let at = info
                    .location()
                    .map(|l| format!(" at {}:{}:{}", l.file(), l.line(), l.column()))
                    .unwrap_or_default();
                LAST.with(|l| *l.borrow_mut() = Some(format!("{msg}{at}")));
            } else {
                default(info);
            }
        }));
    });
}

/// A panic payload's message, when it is text (`panic!` with a literal or a format).
pub(crate) fn message(payload: &(dyn std::any::Any + Send)) -> Option<String> {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
}

/// Runs `f`; a panic comes back as `Err(message at file:line:col)` and is not printed.
pub fn catch<R>(f: impl FnOnce() -> R) -> Result<R, String> {
    install();
    let was = QUIET.with(|q| q.replace(true));
    let r = panic::catch_unwind(AssertUnwindSafe(f));
    QUIET.with(|q| q.set(was));
    r.map_err(|_| {
        LAST.with(|l| l.borrow_mut().take())
            .unwrap_or_else(|| "a panic".to_owned())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_its_message_and_location() {
        let r: Result<(), String> = catch(|| panic!("boom {}", 7));
        let e = r.unwrap_err();
        assert!(e.starts_with("boom 7 at "), "{e}");
        assert!(e.contains("panics.rs"), "{e}");
        assert_eq!(catch(|| 5).unwrap(), 5);
    }
}
