# dataclasses and enums for an order-processing task.
# ---- step ----
from dataclasses import dataclass, field, asdict
from enum import Enum
class Status(Enum):
    NEW = "new"
    PAID = "paid"
    SHIPPED = "shipped"

@dataclass
class Order:
    id: int
    customer: str
    amount: float
    status: Status = Status.NEW
    tags: list = field(default_factory=list)
orders = [Order(1, "ann", 30.0), Order(2, "bob", 12.5, Status.PAID), Order(3, "ann", 99.9, Status.SHIPPED, ["gift"])]
orders[0]
# ---- step ----
orders[2], orders[0] == Order(1, "ann", 30.0), Status("paid"), Status.PAID.name
# ---- step ----
asdict(orders[2])
# ---- step ----
by_customer = {}
for o in orders:
    by_customer.setdefault(o.customer, []).append(o.amount)
{c: sum(a) for c, a in by_customer.items()}
# ---- step ----
Status("lost")
# ---- step ----
@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
vs = sorted([Version(1, 4), Version(0, 9), Version(1, 0)])
print(vs, max(vs))
vs[0].major = 3
# ---- expected ----
# {"ok": true, "output": null, "output_repr": "Order(id=1, customer='ann', amount=30.0, status=<Status.NEW: 'new'>, tags=[])", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "(Order(id=3, customer='ann', amount=99.9, status=<Status.SHIPPED: 'shipped'>, tags=['gift']), True, <Status.PAID: 'paid'>, 'PAID')", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "{'id': 3, 'customer': 'ann', 'amount': 99.9, 'status': <Status.SHIPPED: 'shipped'>, 'tags': ['gift']}", "logs": "", "is_final_answer": false}
# {"ok": true, "output": {"ann": 129.9, "bob": 12.5}, "output_repr": "{'ann': 129.9, 'bob': 12.5}", "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "'lost' is not a valid Status", "line": 1, "rendered": "Code execution failed at line 'Status(\"lost\")' due to: ValueError: 'lost' is not a valid Status"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "FrozenInstanceError", "message": "cannot assign to field 'major'", "line": 7, "rendered": "Code execution failed at line 'vs[0].major = 3' due to: FrozenInstanceError: cannot assign to field 'major'"}, "logs": "[Version(major=0, minor=9), Version(major=1, minor=0), Version(major=1, minor=4)] Version(major=1, minor=4)\n", "is_final_answer": false}
