//! The sandbox's init program: the host starts it, it builds the sandbox and runs the
//! program inside (see `sandpy_isolate::init`).

fn main() {
    sandpy_isolate::init::main()
}
