# The libraries of the hash tool (HARNESS_HASH_TOOL_ONLY) taken header-only, for the builds for
# another standard library (libc++) or architecture (i386, arm64): fmt (FMT_HEADER_ONLY), xxHash
# (XXH_INLINE_ALL), CLI11, nlohmann-json and dtl, read from the host's Debian -dev packages,
# whose headers are the same for every architecture. No compiled library of the host is linked,
# so the machine needs no foreign architecture's packages (docs/reliability.md says why).
#
# Only those headers are put on the include path, each through a link in the build folder: the
# host's whole /usr/include would bring its C library's headers into a cross build.
set(HARNESS_HOST_INCLUDE /usr/include CACHE PATH
    "The folder of the host's Debian headers read by the hash tool's header-only builds")
set(harness_host_headers ${CMAKE_BINARY_DIR}/host-headers)
file(MAKE_DIRECTORY ${harness_host_headers})
foreach(header fmt CLI nlohmann dtl xxhash.h)
  if(NOT EXISTS ${HARNESS_HOST_INCLUDE}/${header})
    message(FATAL_ERROR "${HARNESS_HOST_INCLUDE}/${header} is missing: install the Debian "
                        "packages of ci/lib.sh (CI_PACKAGES)")
  endif()
  file(CREATE_LINK ${HARNESS_HOST_INCLUDE}/${header} ${harness_host_headers}/${header} SYMBOLIC)
endforeach()

# harness_header_only(TARGET [DEFINITION]): an imported target of the linked headers, with the
# definition that makes its library header-only.
function(harness_header_only target)
  add_library(${target} INTERFACE IMPORTED)
  target_include_directories(${target} SYSTEM INTERFACE ${harness_host_headers})
  if(ARGC GREATER 1)
    target_compile_definitions(${target} INTERFACE ${ARGV1})
  endif()
endfunction()

harness_header_only(fmt::fmt FMT_HEADER_ONLY=1)
harness_header_only(PkgConfig::xxhash XXH_INLINE_ALL)
harness_header_only(CLI11::CLI11)
harness_header_only(nlohmann_json::nlohmann_json)
set(DTL_INCLUDE_DIR ${harness_host_headers})
find_package(Threads REQUIRED)
