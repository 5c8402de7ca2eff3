// The Why panel: why the position shown, or the move under the pointer, has its result, read off
// its proof (CurrentExplanation): a heading, the argument in numbered steps and groups of
// replies, how sharp the move is, and a proof explorer to step into the proof like a game tree.
//
// The explorer shows each claim the explanation rests on (a tie rests on two) as a tree: at the
// prover's places the proof's move, at the other side's every reply, each item saying what
// holds the place it reaches (a line, a forced block, a double threat, a pairing, no live line,
// an extra mark that never hurts, ...). Items are made when their parent is opened, so a proof of
// any size opens at once. Choosing an item shows its place on the board: the moves that lead
// there, numbered, and the pairs or lines that hold it.
#pragma once

#include "ttt/explain.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class PositionModel;
class QLabel;
class QPushButton;
class QSplitter;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

class WhyPanel : public QWidget {
    Q_OBJECT

public:
    explicit WhyPanel(PositionModel* model, QWidget* parent = nullptr);

    QTreeWidget* explorer() const { return m_explorer; }
    // The explanation as it reads now: the heading and the body's text (tests read it). An update
    // still waiting for its turn of the event loop is made first.
    QString text();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // A place of the proof an explorer item stands for, with the moves that lead there from the
    // position shown.
    struct Node {
        ttt::ProofPlace place;
        std::vector<std::pair<ttt::Cell, ttt::Mark>> moves;
        bool opened = false;
        // A position explained through one of its moves (Explanation::chosenMove): that move,
        // and the place after it, which is the one child.
        std::optional<std::pair<ttt::Cell, ttt::ProofPlace>> through = std::nullopt;
    };

    // The explanation changed: the panel follows in the next turn of the event loop, so that the
    // board's marks are painted first and no one turn does both.
    void explanationChanged();
    void refreshPanel();
    void showText();
    // The explanation's sentences after the heading, as HTML paragraphs and lists.
    static QString bodyHtml(const std::vector<std::string>& lines);
    // The splitter shared by what the words need: see whypanel.cpp.
    void fitWords();
    void rebuildExplorer();
    QTreeWidgetItem* addNode(QTreeWidgetItem* parent, const QString& move, Node node);
    void open(QTreeWidgetItem* item);
    void chosen(QTreeWidgetItem* item);
    void retranslate();
    // The proof walked: an exact search's, or a big board's threat proof.
    ttt::ProofStep stepOf(const ttt::ProofPlace& place) const;
    QString ruleTextOf(const ttt::ProofPlace& place) const;
    QString stateText() const;
    QString sharpnessText() const;

    PositionModel* m_model;
    QPushButton* m_positionButton;
    QTextBrowser* m_body; // the heading, the argument and the sharpness
    QLabel* m_explorerTitle;
    QTreeWidget* m_explorer;
    QSplitter* m_splitter;
    QString m_shownHtml;
    std::vector<Node> m_nodes; // by the items' index
    // The proof the tree was built from (the explanation may move on to another before the
    // panel's next turn).
    std::shared_ptr<const ttt::Proof> m_treeProof;
    std::shared_ptr<const ttt::ThreatProof> m_treeThreats; // when there is no m_treeProof
    bool m_rebuilding = false;
    bool m_updatePending = false;
};
