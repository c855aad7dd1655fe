//! `random.SystemRandom` reads the host's entropy hook, and only it.

use std::rc::Rc;

use crate::{Interpreter, Limits};

fn run(source: &str, entropy: Option<u8>) -> String {
    let mut it = Interpreter::new(Limits::default());
    if let Some(byte) = entropy {
        it.vm.host.entropy = Some(Rc::new(move |buf: &mut [u8]| buf.fill(byte)));
    }
    let r = it.run_program(source, "<test>");
    assert!(r.is_ok(), "the program fails: {}", it.take_output());
    it.take_output()
}

#[test]
fn system_random_draws_from_the_host_entropy_hook() {
    let program = "import random\n\
        r = random.SystemRandom()\n\
        print(r.getrandbits(16) == 0x4242, r.randbytes(3), r.random() == (0x42424242424242 >> 3) * 2**-53)\n\
        print(random.SystemRandom(7).randint(0, 2**64) == random.SystemRandom().randint(0, 2**64))\n";
    assert_eq!(run(program, Some(0x42)), "True b'BBB' True\nTrue\n");
}

#[test]
fn system_random_without_entropy_is_an_os_error() {
    let program = "import random\n\
        try:\n\
        \x20   random.SystemRandom().random()\n\
        except OSError as e:\n\
        \x20   print(type(e).__name__, e)\n\
        print(random.Random(3).random() == random.Random(3).random())\n";
    assert_eq!(run(program, None), "OSError the host gives this sandbox no entropy\nTrue\n");
}
