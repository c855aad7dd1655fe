class I(int):
    def __index__(self):
        return 5
    def __eq__(self, o):
        return True
    def __hash__(self):
        return 0
print([1, 2, 3][I(1)])
print({I(1): 1, 2: 2})
print(range(10)[I(2):I(4)])
