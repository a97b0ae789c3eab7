// Public surface of the domain package: pure business rules, no I/O.
