# g++ for i386 (-m32) on an x86-64 Debian host, for the hash tool's determinism build
# (docs/reliability.md): Debian's g++-12-multilib, not the g++-multilib meta package, which
# conflicts with the arm64 cross compiler. The kernel's asm/ headers serve both word sizes;
# g++-multilib links them into /usr/include and g++-12-multilib does not, so they are searched
# after every other folder (-idirafter), where nothing else is found first. The binaries run on
# the host as they are.
set(CMAKE_CXX_COMPILER g++)
set(CMAKE_CXX_FLAGS_INIT "-m32 -idirafter /usr/include/x86_64-linux-gnu")
set(CMAKE_EXE_LINKER_FLAGS_INIT -m32)
