#include "childprocess.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace ttt::bench {

ChildRun runChild(
    const std::vector<std::string>& arguments, const std::string& inputPath, std::string& output)
{
    const std::string& program = arguments.front();
    int pipeEnds[2];
    if (pipe2(pipeEnds, O_CLOEXEC) != 0)
        throw BenchFailure(std::string("cannot make a pipe: ") + strerror(errno));
    const int readEnd = pipeEnds[0];
    const int writeEnd = pipeEnds[1];

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    if (!inputPath.empty())
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, inputPath.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, writeEnd, STDOUT_FILENO);
    std::vector<std::vector<char>> storage;
    std::vector<char*> argv;
    for (const std::string& argument : arguments) {
        storage.emplace_back(argument.begin(), argument.end());
        storage.back().push_back('\0');
    }
    for (std::vector<char>& argument : storage)
        argv.push_back(argument.data());
    argv.push_back(nullptr);

    output.resize(output.capacity()); // before the clock starts: resizing writes every byte

    const auto start = std::chrono::steady_clock::now();
    pid_t child = 0;
    const int spawnError
        = posix_spawn(&child, program.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(writeEnd);
    if (spawnError != 0) {
        close(readEnd);
        throw BenchFailure("cannot start " + program + ": " + strerror(spawnError));
    }

    std::size_t used = 0;
    for (;;) {
        if (used == output.size())
            output.resize(std::max<std::size_t>(64 * 1024, output.size() * 2));
        const ssize_t got = read(readEnd, output.data() + used, output.size() - used);
        if (got > 0)
            used += static_cast<std::size_t>(got);
        else if (got == 0)
            break;
        else if (errno != EINTR)
            throw BenchFailure("reading the output of " + program + ": " + strerror(errno));
    }
    int status = 0;
    rusage usage {};
    while (wait4(child, &status, 0, &usage) < 0 && errno == EINTR) { }
    const auto end = std::chrono::steady_clock::now();
    close(readEnd);
    output.resize(used);

    if (WIFSIGNALED(status))
        throw BenchFailure(program + " was killed by signal " + std::to_string(WTERMSIG(status))
            + " (" + strsignal(WTERMSIG(status)) + ")");
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        throw BenchFailure(program + " exited with status " + std::to_string(WEXITSTATUS(status))
            + " (see its message above)");
    return { std::chrono::duration<double, std::milli>(end - start).count(), usage.ru_maxrss };
}

} // namespace ttt::bench
